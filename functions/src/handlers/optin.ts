import { optinRoute } from '@quiz/shared';
import { changeConsent } from '../domain/optins';
import { UnauthorizedError } from '../lib/errors';
import { httpHandler } from '../lib/http';

/** POST /api/optin/{optin}: give or withdraw a consent, with the words shown; every change is kept. */
export const handler = httpHandler(optinRoute, ({ caller, params, body }) => {
  // Access `user` already answered 401 to anonymous callers; this narrows the type.
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return changeConsent(caller.sub, params.optin, body);
});
