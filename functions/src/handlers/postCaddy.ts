import { postCaddyRoute } from '@quiz/shared';
import { replaceCaddy } from '../domain/planning';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/desk/caddy: replace the designer's basket (the version read). */
export const handler = httpHandler(postCaddyRoute, withNamedCaller(({ body, caller }) => replaceCaddy(body.responseIds, body.version, caller)));
