import Stripe from 'stripe';
import { env } from './env';

let client: Stripe | undefined;

/**
 * Stripe's API client, with the stage's secret key. Locally without a key, `npm start` sets a key of
 * the simulator's and STRIPE_API_URL, and the same calls go to the simulator (scripts/src/local).
 */
export function stripe(): Stripe {
  if (client) return client;
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set: no checkout can start');
  const local = STRIPE_API_URL ? new URL(STRIPE_API_URL) : null;
  client = new Stripe(STRIPE_SECRET_KEY, {
    timeout: 8_000,
    maxNetworkRetries: local ? 0 : 2,
    ...(local ? { host: local.hostname, port: Number(local.port), protocol: local.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  return client;
}

/** Tests start a simulator per file. */
export function resetStripeForTests(): void {
  client = undefined;
}
