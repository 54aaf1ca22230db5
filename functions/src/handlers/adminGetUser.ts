import { adminGetUserRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { personDetails } from '../domain/admin';

/** GET /api/admin/users/{sub}: a person, their roles and premium (admin). */
export const handler = httpHandler(adminGetUserRoute, ({ params }) => personDetails(params.sub, new Date()));
