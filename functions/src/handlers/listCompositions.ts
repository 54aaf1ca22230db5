import { listCompositionsRoute } from '@quiz/shared';
import { compositionsOf } from '../domain/planning';
import { httpHandler } from '../lib/http';
import { staffOf } from '../lib/staff';

/** GET /api/desk/compositions: the designer's compositions, latest first. */
export const handler = httpHandler(listCompositionsRoute, ({ caller }) => compositionsOf(staffOf(caller)));
