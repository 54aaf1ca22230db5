import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnitEnvironment } from '../helpers/unit-env';
import type * as StripeSecrets from '../../src/lib/stripe-secrets';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:quiz-staging/stripe-AbCdEf';
const secrets = mockClient(SecretsManagerClient);
let stripeSecrets: typeof StripeSecrets.stripeSecrets;

beforeAll(() => {
  useUnitEnvironment();
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  process.env.STRIPE_SECRETS_ARN = ARN;
});

beforeEach(async () => {
  secrets.reset();
  vi.resetModules();
  ({ stripeSecrets } = await import('../../src/lib/stripe-secrets'));
});

describe('Stripe keys in AWS come from the stage\'s secret (docs/premium.md "In AWS")', () => {
  it('reads the secret key and the webhook secret from Secrets Manager', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: JSON.stringify({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_def' }) });
    expect(await stripeSecrets()).toEqual({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_def' });
  });

  it('reads nothing usable from the placeholders CDK creates, until an operator puts the real values in', async () => {
    // Another secret (Powertools keeps a read secret for five minutes, across module reloads).
    process.env.STRIPE_SECRETS_ARN = `${ARN}-placeholders`;
    vi.resetModules();
    ({ stripeSecrets } = await import('../../src/lib/stripe-secrets'));
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ secretKey: 'set me', webhookSecret: 'set me' }) });
    expect(await stripeSecrets()).toEqual({ secretKey: null, webhookSecret: null });
  });
});
