import { adminSearchUsersRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { searchPeople } from '../domain/admin';

/** GET /api/admin/users?q=: people of the user pool by name or email prefix, or by sub (admin). */
export const handler = httpHandler(adminSearchUsersRoute, ({ query }) => searchPeople(query.q));
