import { routes } from '@quiz/shared';
import { replaceCaddy } from '../domain/planning';
import { httpHandler } from '../lib/http';
import { staffOf } from '../lib/staff';

/** POST /api/desk/caddy: replace the designer's basket (the version read). */
export const handler = httpHandler(routes.postCaddy, ({ body, caller }) => replaceCaddy(body.responseIds, body.version, staffOf(caller)));
