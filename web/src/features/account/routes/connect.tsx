import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { currentLocale, leaveMethod } from '../lib/browser';
import { localeOfPath, safeReturnPath } from '../../../lib/return-path';
import { startSignIn } from '../lib/session-client';
import { wantsWholePage } from '../lib/return-page';
import { isSignInService } from '../lib/services';
import { ConnectPending } from './pending';

/**
 * /connect/{service} (google, facebook or apple; anything else is the 404 page): remembers the page
 * to come back to (a path of this site only; loaded whole if it is a pre-rendered page) and sends the browser to the hosted UI for that
 * provider. The loader never settles: the browser is leaving, and the page it leaves shows the
 * navigation progress meanwhile.
 */
async function connectLoader({ params, request }: LoaderFunctionArgs): Promise<never> {
  const service = params.service;
  if (!isSignInService(service)) throw data(null, { status: 404, statusText: 'Not Found' });
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get('returnTo'), window.location.origin);
  const locale = localeOfPath(returnTo) ?? currentLocale();
  await startSignIn(service, returnTo, locale, leaveMethod(request.url), wantsWholePage(url));
  return new Promise<never>(() => {});
}

/** Loaded on demand (router.tsx gives the route its HydrateFallback: ConnectPending). */
export const connectRoute = {
  loader: connectLoader,
  Component: ConnectPending,
  // Each visit runs once: running the loader again would start the flow over.
  shouldRevalidate: () => false,
} satisfies Omit<RouteObject, 'index' | 'path' | 'children' | 'HydrateFallback'>;
