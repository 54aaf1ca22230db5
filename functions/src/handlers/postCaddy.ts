import { postCaddyRoute } from '@quiz/shared';
import { replaceCaddy } from '../domain/planning';
import { httpHandler } from '../lib/http';
import { staffOf } from '../lib/staff';

/** POST /api/desk/caddy: replace the designer's basket (the version read). */
export const handler = httpHandler(postCaddyRoute, ({ body, caller }) => replaceCaddy(body.responseIds, body.version, staffOf(caller)));
