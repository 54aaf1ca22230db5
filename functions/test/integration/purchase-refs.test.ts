import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';

/**
 * docs/premium.md "Buying": POST /api/purchase/{type}/{ref} takes the listed offer tags only; any
 * other ref is a 400 naming the tags, and nothing is stored (no purchase, no rate counter, no session).
 * The listed tags reaching a checkout: scripts/test/integration/purchase-simulator.test.ts.
 */
const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
let handler: LambdaHandler;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  handler = (await import('../../src/handlers/startPurchaseWithRef')).handler;
});

const itemCount = async () => (await db.send(new ScanCommand({ TableName: tableName, Select: 'COUNT' }))).Count;

describe('a purchase names its offer with a listed tag only', () => {
  it.each(['0', '99999', randomUUID(), 'quiz-4', 'product-0'])('refuses the ref %j: 400 validation_failed naming the tags, nothing stored', async (ref) => {
    const before = await itemCount();
    const token = signAccessToken(key, { sub: `buyer-${randomUUID()}`, username: 'google_buyer' });
    const { status, json } = await invoke(handler, apiEvent(routes.startPurchaseWithRef, {
      pathParameters: { type: 'stripe_premium_pt3h', ref }, body: { locale: 'en' }, token,
    }));
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
    expect(json.error.message).toContain('ref: one of the offer tags: shop, specialpack, unlimited-access, quiz-offer, premium-over, product-{id} or popup-{trigger}');
    expect(await itemCount()).toBe(before);
  });
});
