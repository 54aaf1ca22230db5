import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { hint } from '../domain/plays';

/** POST /api/plays/{playId}/hints: the main hint of a reference, then its backup. */
export const handler = httpHandler(routes.hint, ({ params, body }) => hint(params.playId, body.refId));
