import Stripe from 'stripe';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { stripeSecrets } from '../lib/stripe-secrets';
import { errorResponse } from '../lib/http';
import { logger } from '../lib/logger';
import { fulfil } from '../domain/fulfilment';

/** Stripe's own limit: a signature older than five minutes is refused (a replayed body). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const json = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/** The body exactly as Stripe sent it: the signature covers these bytes, not a re-serialised parse. */
function rawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * The Stripe webhook, behind a Lambda function URL (payload 2.0, as the API's events): verifies the
 * signature on the raw body with the endpoint's secret, then applies the event once (fulfil). A bad
 * signature is 400 and changes nothing; a database that is briefly away is 503, so Stripe retries.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext?.requestId ?? 'unknown';
  let secret: string | null;
  try {
    secret = (await stripeSecrets()).webhookSecret;
  } catch (error) {
    return errorResponse(error, requestId);
  }
  if (!secret) {
    // Stripe retries a 5xx: once the secret is set, the events it kept come through.
    logger.error('no webhook signing secret is configured: no event can be verified');
    return json(503, { error: { code: 'service_unavailable', message: 'The webhook is not configured yet', requestId } });
  }
  const signature = event.headers?.['stripe-signature'];
  let verified: Stripe.Event;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    verified = Stripe.webhooks.constructEvent(rawBody(event), signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    logger.warn('stripe webhook refused', { reason: error instanceof Error ? error.message : String(error) });
    return json(400, { error: { code: 'bad_request', message: 'The signature does not match this body', requestId } });
  }
  try {
    const result = await fulfil(verified);
    return json(200, { received: true, result });
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
