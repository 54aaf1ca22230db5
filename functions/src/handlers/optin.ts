import { optinRoute } from '@quiz/shared';
import { changeConsent } from '../domain/optins';
import { httpHandler } from '../lib/http';

/** POST /api/optin/{optin}: give or withdraw a consent, with the words shown; every change is kept. */
export const handler = httpHandler(optinRoute, ({ caller, params, body }) =>
  changeConsent(caller.sub, params.optin, body),
);
