import { listCompositionsRoute } from '@quiz/shared';
import { compositionsOf } from '../domain/planning';
import { httpHandler } from '../lib/http';

/** GET /api/desk/compositions: the designer's compositions, latest first. */
export const handler = httpHandler(listCompositionsRoute, ({ caller }) => compositionsOf(caller));
