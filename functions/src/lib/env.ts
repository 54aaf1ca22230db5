import * as z from 'zod';

/**
 * The functions' environment, parsed once at cold start: a missing variable fails the first
 * invocation's init, not some request deep inside a handler.
 */
const envSchema = z.object({
  TABLE_NAME: z.string().min(3),
  STAGE: z.string().default('local'),
  /** Cognito user pool whose access tokens the API accepts, e.g. eu-west-1_AbCdEf123. */
  COGNITO_USER_POOL_ID: z.string().regex(/^[\w-]+_[0-9A-Za-z]+$/),
  COGNITO_CLIENT_ID: z.string().min(1),
  /**
   * Local runtime only: where the sign-in stand-in publishes its keys. In AWS the verifier reads
   * Cognito's own JWKS and this is unset.
   */
  LOCAL_JWKS_URL: z.url().optional(),
  /**
   * Local runtime only (`--test-controls`, benchmarks): multiplies the per-minute limits of
   * RATE_LIMITS, since end-to-end tests and benchmarks play from one address faster than a person.
   * Never set by CDK (an infra test checks it).
   */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /**
   * The webhook's signing secret (`whsec_…`): Stripe's in test or live mode, or the local simulator's.
   * Only the webhook function needs it.
   */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Stripe's secret API key (`sk_test_…`, `sk_live_…`), or the local simulator's. The purchase call needs it. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  /** In AWS: the stage's Secrets Manager secret holding Stripe's keys (lib/stripe-secrets.ts). */
  STRIPE_SECRETS_ARN: z.string().startsWith('arn:').optional(),
  /** Local runtime only: the Stripe simulator's API, which the Stripe client then calls instead of Stripe. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The site's own origin (https://…), where a checkout comes back to. Unset locally: the local
   * server's own address is used, and only a 127.0.0.1 or localhost one.
   */
  SITE_URL: z.url().optional(),
});
export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function env(): Env {
  parsed ??= envSchema.parse(process.env);
  return parsed;
}
