import { getCaddyRoute } from '@quiz/shared';
import { caddyOf } from '../domain/planning';
import { httpHandler } from '../lib/http';

/** GET /api/desk/caddy: the designer's basket of responses to reuse. */
export const handler = httpHandler(getCaddyRoute, ({ caller }) => caddyOf(caller));
