import { currencyForCountry } from '@quiz/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from './env';

/**
 * What a request says of where it comes from, read here by the handlers so that the domain takes
 * plain values (an origin, a currency), never an API Gateway event.
 */

/** The visitor's currency, from CloudFront's country header (SPEC §9: EUR by default; docs/premium.md "Prices"). */
export const viewerCurrency = (event: APIGatewayProxyEventV2) => currencyForCountry(event.headers?.['cloudfront-viewer-country']);

/**
 * The site's origin for the absolute links a call hands out (a checkout's way back, a share page):
 * the stage's SITE_URL, else (locally) the address the page called from, but only a loopback one,
 * so a forged Host header cannot send a payer to another site (docs/premium.md "Buying"). Null: none.
 */
export function siteOriginOf(event: APIGatewayProxyEventV2): string | null {
  const configured = env().SITE_URL;
  if (configured) return configured.replace(/\/$/, '');
  const host = event.headers?.host ?? '';
  return /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host) ? `http://${host}` : null;
}
