import { geoRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { viewerCurrency } from '../lib/viewer';

/** GET /api/geo: the currency for the viewer's country, from CloudFront's viewer-country header. */
export const handler = httpHandler(geoRoute, async ({ event }) => ({ currency: viewerCurrency(event) }));
