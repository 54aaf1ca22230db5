import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod/mini';
import { env } from './env';

/**
 * Stripe's secret key and the webhook's signing secret. Locally they come from the environment (the
 * simulator's, or Stripe's test mode); in AWS from the stage's Secrets Manager secret (JSON
 * `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`, named by STRIPE_SECRETS_ARN), read once per
 * cold start and again after five minutes, so a rotated key is picked up without a deploy.
 */
export interface StripeSecrets {
  secretKey: string | null;
  webhookSecret: string | null;
}

const storedSchema = z.object({
  secretKey: z.catch(z.optional(z.string().check(z.startsWith('sk_'))), undefined),
  webhookSecret: z.catch(z.optional(z.string().check(z.startsWith('whsec_'))), undefined),
});

export async function stripeSecrets(): Promise<StripeSecrets> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_SECRETS_ARN } = env();
  if (STRIPE_SECRET_KEY || STRIPE_WEBHOOK_SECRET || !STRIPE_SECRETS_ARN) {
    return { secretKey: STRIPE_SECRET_KEY ?? null, webhookSecret: STRIPE_WEBHOOK_SECRET ?? null };
  }
  const stored = storedSchema.parse(await getSecret(STRIPE_SECRETS_ARN, { transform: 'json', maxAge: 300 }));
  // The secret as CDK creates it holds placeholders until an operator puts the real values in.
  return { secretKey: stored.secretKey ?? null, webhookSecret: stored.webhookSecret ?? null };
}
