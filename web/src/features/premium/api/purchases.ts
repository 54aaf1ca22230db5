import type { Locale, PurchaseType } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** POST /api/purchase/{type}: a checkout at the server's price; the page then goes to its URL. */
export function startPurchase(type: PurchaseType, locale: Locale, returnTo: string | null, ref: string | null) {
  const body = { locale, ...(returnTo ? { returnTo } : {}) };
  // The offer it was started from, when the link names one (POST /api/purchase/{type}/{ref}).
  return ref ? apiCall('startPurchaseWithRef', { params: { type, ref }, body }) : apiCall('startPurchase', { params: { type }, body });
}

const settled = (status: string | undefined) => status === 'applied' || status === 'expired' || status === 'warning';

/**
 * GET /api/purchases/{id}, asked again every 1.5 s until the webhook has settled the purchase (a
 * delayed payment takes a moment; Stripe's event may arrive after the player came back).
 */
export function usePurchase(purchaseId: string | null) {
  return useQuery({
    queryKey: purchaseKeys.one(purchaseId),
    queryFn: ({ signal }) => apiCall('getPurchase', { params: { purchase: purchaseId! }, signal }),
    enabled: purchaseId !== null,
    refetchInterval: (query) => (settled(query.state.data?.status) ? false : 1500),
  });
}

/**
 * POST /api/purchases/{id}/cancel, once per page: the checkout's cancel link came back here, and the
 * purchase says cancelled (docs/premium.md "Checkout outcomes"). The answer is the purchase as it
 * stands (a payment that won the race shows as paid).
 */
export function useCancelledPurchase(purchaseId: string | null) {
  return useQuery({
    queryKey: purchaseKeys.cancel(purchaseId),
    queryFn: ({ signal }) => apiCall('cancelPurchase', { params: { purchase: purchaseId! }, signal }),
    enabled: purchaseId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
