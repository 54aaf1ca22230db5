import * as z from 'zod/mini';
// The first module of every function that parses: zod's English messages are set before anything is checked.
import './zod-messages';

/**
 * The functions' environment, parsed once at cold start: a missing variable fails the first
 * invocation's init, not some request deep inside a handler.
 */
const envSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(3)),
  STAGE: z._default(z.string(), 'local'),
  /** Cognito user pool whose access tokens the API accepts, e.g. eu-west-1_AbCdEf123. */
  COGNITO_USER_POOL_ID: z.string().check(z.regex(/^[\w-]+_[0-9A-Za-z]+$/)),
  COGNITO_CLIENT_ID: z.string().check(z.minLength(1)),
  /**
   * Local runtime only: where the sign-in stand-in publishes its keys. In AWS the verifier reads
   * Cognito's own JWKS and this is unset.
   */
  LOCAL_JWKS_URL: z.optional(z.url()),
  /**
   * Local runtime only (`--test-controls`, benchmarks): multiplies the per-minute limits of
   * RATE_LIMITS, since end-to-end tests and benchmarks play from one address faster than a person.
   * Never set by CDK (an infra test checks it).
   */
  RATE_LIMIT_SCALE: z._default(z.coerce.number().check(z.positive(), z.maximum(1000)), 1),
  /**
   * In AWS: the stage's origin secret, which CloudFront sends in ORIGIN_VERIFY_HEADER to the API
   * (a CloudFormation dynamic reference, resolved at deploy); `_PREVIOUS` during a rotation only
   * (infra/README.md "The origin secret"). Unset locally: see lib/origin.ts for who checks what.
   */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
  ORIGIN_VERIFY_SECRET_PREVIOUS: z.optional(z.string().check(z.minLength(32))),
  /**
   * The webhook's signing secret (`whsec_…`): Stripe's in test or live mode, or the local simulator's.
   * Only the webhook function needs it.
   */
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.startsWith('whsec_'))),
  /** Stripe's secret API key (`sk_test_…`, `sk_live_…`), or the local simulator's. The purchase call needs it. */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.startsWith('sk_'))),
  /** In AWS: the stage's Secrets Manager secret holding Stripe's keys (lib/stripe-secrets.ts). */
  STRIPE_SECRETS_ARN: z.optional(z.string().check(z.startsWith('arn:'))),
  /** Local runtime only: the Stripe simulator's API, which the Stripe client then calls instead of Stripe. */
  STRIPE_API_URL: z.optional(z.url()),
  /**
   * The site's own origin (https://…), where a checkout comes back to. Unset locally: the local
   * server's own address is used, and only a 127.0.0.1 or localhost one.
   */
  SITE_URL: z.optional(z.url()),
  /**
   * Where designers' pictures go (functions/src/images/picture-store.ts). In AWS: the SSM parameter
   * holding the site bucket's name (the web stack writes it; a direct reference would make the api
   * and web stacks depend on each other), or the bucket's name itself.
   */
  IMAGES_BUCKET_PARAMETER: z.optional(z.string().check(z.startsWith('/'))),
  IMAGES_BUCKET: z.optional(z.string().check(z.minLength(3))),
  /** Local runtime only: the images folder the local server serves under /images/, and the uploads' signing secret. */
  LOCAL_IMAGES_DIR: z.optional(z.string().check(z.minLength(1))),
  LOCAL_UPLOADS_SECRET: z.optional(z.string().check(z.minLength(16))),
  /**
   * Local runtime only (score shares): where a share's page and preview image are written (the
   * local server serves /share/{id}, /q/{id} and /shares/{id}.jpg from it), and the web build whose
   * pages-build.json names the landing script. In AWS both are the site bucket (functions/src/shares/share-store.ts).
   */
  LOCAL_SHARES_DIR: z.optional(z.string().check(z.minLength(1))),
  LOCAL_WEB_DIST: z.optional(z.string().check(z.minLength(1))),
});
export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function env(): Env {
  parsed ??= envSchema.parse(process.env);
  return parsed;
}
