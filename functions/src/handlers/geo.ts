import { currencyForCountry, geoRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';

/** GET /api/geo: the currency for the viewer's country, from CloudFront's viewer-country header. */
export const handler = httpHandler(geoRoute, async ({ event }) => ({
  currency: currencyForCountry(event.headers?.['cloudfront-viewer-country']),
}));
