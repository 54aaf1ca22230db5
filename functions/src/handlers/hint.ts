import { hintRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { hint } from '../domain/plays';

/** POST /api/plays/{playId}/hints: the main hint of a reference, then its backup (the play's owner only). */
export const handler = httpHandler(hintRoute, ({ params, body, caller, event }) => hint(params.playId, body.refId, playerOf(event, caller)));
