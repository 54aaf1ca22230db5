import Stripe from 'stripe';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { stripeSecrets } from '../lib/stripe-secrets';
import { RuleError, ServiceUnavailableError } from '../lib/errors';
import { errorResponse, json } from '../lib/http';
import { logger } from '../lib/logger';
import { fulfil } from '../domain/fulfilment';

/** Stripe's own limit: a signature older than five minutes is refused (a replayed body). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

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
export async function handler(event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyStructuredResultV2> {
  // Its log lines name this function and request, and carry no key a previous request appended.
  logger.resetKeys();
  if (context) logger.addContext(context);
  try {
    const verified = verify(event, (await stripeSecrets()).webhookSecret);
    return json(200, { received: true, result: await fulfil(verified) });
  } catch (error) {
    return errorResponse(error, event.requestContext?.requestId ?? 'unknown');
  }
}

/** The event, if its body carries Stripe's signature with this endpoint's secret; else an HttpError. */
function verify(event: APIGatewayProxyEventV2, secret: string | null): Stripe.Event {
  if (!secret) {
    // Stripe retries a 5xx: once the secret is set, the events it kept come through.
    logger.error('no webhook signing secret is configured: no event can be verified');
    throw new ServiceUnavailableError(60, 'service_unavailable', 'The webhook is not configured yet');
  }
  const signature = event.headers?.['stripe-signature'];
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    return Stripe.webhooks.constructEvent(rawBody(event), signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    logger.warn('stripe webhook refused', { reason: error instanceof Error ? error.message : String(error) });
    throw new RuleError('bad_request', 'The signature does not match this body');
  }
}
