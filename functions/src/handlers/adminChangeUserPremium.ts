import { adminChangeUserPremiumRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { changePremium } from '../domain/admin';

/** POST /api/admin/users/{sub}/premium: grant or take premium with a reason (admin; versioned, audited). */
export const handler = httpHandler(adminChangeUserPremiumRoute, withNamedCaller(({ params, body, caller }) => changePremium(caller, params.sub, body, new Date())));
