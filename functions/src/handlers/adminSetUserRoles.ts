import { adminSetUserRolesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { changeRoles } from '../domain/admin';

/** PUT /api/admin/users/{sub}/roles: a person's Cognito groups (admin; never one's own admin role). */
export const handler = httpHandler(adminSetUserRolesRoute, withNamedCaller(({ params, body, caller }) => changeRoles(caller, params.sub, body.roles, new Date())));
