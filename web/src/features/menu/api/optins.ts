import { queryOptions } from '@tanstack/react-query';
import { OPTIN_TEXT_VERSION, type Consent, type Locale, type MessengerResponse, type Optin, type OptinsResponse } from '@quiz/shared';
import { apiCall } from '../../../lib/api-client';
import { menuKeys } from './keys';

/** The signed-in player's consents and messenger binding (GET /api/optins), fetched only when shown. */
export function optinsQueryOptions() {
  return queryOptions({
    queryKey: menuKeys.optins,
    queryFn: ({ signal }): Promise<OptinsResponse> => apiCall('listOptins', { signal }),
  });
}

/** Gives or withdraws a consent, sending the exact words shown and their version (docs/adr/0033-qr-links-and-opt-ins.md). */
export function changeConsent(optin: Optin, given: boolean, locale: Locale, text: string): Promise<Consent> {
  return apiCall('optin', { params: { optin }, body: { given, locale, version: OPTIN_TEXT_VERSION[optin], text } });
}

export function unbindMessenger(): Promise<MessengerResponse> {
  return apiCall('messengerUnbind', {});
}
