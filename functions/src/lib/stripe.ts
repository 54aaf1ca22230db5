import Stripe from 'stripe';
import { env } from './env';
import { stripeSecrets } from './stripe-secrets';

let client: { key: string; stripe: Stripe } | undefined;

/**
 * Stripe's API client, with the stage's secret key (lib/stripe-secrets.ts). Locally without a key,
 * `npm start` sets a key of the simulator's and STRIPE_API_URL, and the same calls go to the
 * simulator (scripts/src/local/stripe). Null when no key is configured.
 */
export async function stripe(): Promise<Stripe | null> {
  const { secretKey } = await stripeSecrets();
  if (!secretKey) return null;
  if (client?.key === secretKey) return client.stripe;
  const apiUrl = env().STRIPE_API_URL;
  const local = apiUrl ? new URL(apiUrl) : null;
  const instance = new Stripe(secretKey, {
    timeout: 8_000,
    maxNetworkRetries: local ? 0 : 2,
    ...(local ? { host: local.hostname, port: Number(local.port), protocol: local.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  client = { key: secretKey, stripe: instance };
  return instance;
}
