import { listOptinsRoute } from '@quiz/shared';
import { listOptins } from '../domain/optins';
import { httpHandler } from '../lib/http';

/** GET /api/optins: the caller's consents as they stand and their messenger binding. */
export const handler = httpHandler(listOptinsRoute, ({ caller }) =>
  listOptins(caller.sub),
);
