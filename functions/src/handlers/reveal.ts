import { revealRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { reveal } from '../domain/plays';

/** POST /api/plays/{playId}/reveals: gives a reference's title; it is consumed, not found. */
export const handler = httpHandler(revealRoute, ({ params, body, caller, event }) => reveal(params.playId, body.refId, playerOf(event, caller)));
