import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import type * as PushSessions from '../../src/domain/push-sessions';

/**
 * Moving a session (SPEC §7 push / check / consume pushed session) against DynamoDB Local: the
 * real handlers, a token signed by a test key that the production verifier trusts.
 */

const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
let handlers: Record<'pushSession' | 'checkPushedSession' | 'consumePushedSession', LambdaHandler>;
let domain: typeof PushSessions;

const REFRESH = 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIn0.refresh-token-of-ada.' + 'x'.repeat(40);
const token = () => signAccessToken(key, { sub: 'user-ada', username: 'google_111' });

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await db.send(new PutCommand({
    TableName: tableName,
    Item: { pk: 'USER#user-ada', sk: 'PROFILE', sub: 'user-ada', name: 'Ada (profile)', premiumUntil: null, premiumDuration: 0, version: 1 },
  }));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  handlers = {
    pushSession: (await import('../../src/handlers/pushSession')).handler,
    checkPushedSession: (await import('../../src/handlers/checkPushedSession')).handler,
    consumePushedSession: (await import('../../src/handlers/consumePushedSession')).handler,
  };
  domain = await import('../../src/domain/push-sessions');
});

async function push(body: Record<string, unknown> = { refreshToken: REFRESH, name: 'Ada' }) {
  return invoke(handlers.pushSession, apiEvent(routes.pushSession, { token: token(), body }));
}
const check = (hash: string) => invoke(handlers.checkPushedSession, apiEvent(routes.checkPushedSession, { body: { hash } }));
const consume = (hash: string) =>
  invoke(handlers.consumePushedSession, apiEvent(routes.consumePushedSession, { body: { hash }, query: { destroy: 'true' } }));

async function allItems() {
  const { Items = [] } = await db.send(new ScanCommand({ TableName: tableName }));
  return Items;
}

describe('POST /api/push_session', () => {
  it('answers an unguessable one-time hash that expires in 10 minutes', async () => {
    const before = Date.now();
    const { status, json } = await push();
    expect(status).toBe(200);
    expect(json.hashId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(json.hashId, 'base64url')).toHaveLength(32);
    expect(json.expiresIn).toBe(600);
    const expiresAt = Date.parse(json.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 599_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    const second = await push();
    expect(second.json.hashId).not.toBe(json.hashId);
  });

  it('stores neither the hash nor the refresh token in clear: the key is the SHA-256 of the hash, the token sealed', async () => {
    const { json } = await push();
    const items = (await allItems()).filter((item) => String(item.pk).startsWith('PUSH#'));
    const dump = JSON.stringify(items);
    expect(dump).not.toContain(json.hashId);
    expect(dump).not.toContain(REFRESH);
    expect(dump).not.toContain('refresh-token-of-ada');
    const item = items.find((i) => i.pk === `PUSH#${domain.hashDigest(json.hashId)}`);
    expect(item).toMatchObject({ sk: 'META', sub: 'user-ada', name: 'Ada', expiresAt: Math.floor(Date.parse(json.expiresAt) / 1000) });
    expect(item?.sealedRefreshToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // Sealed under the hash's key: the right hash opens it, another does not.
    expect(domain.openRefreshToken(json.hashId, item!.sealedRefreshToken)).toBe(REFRESH);
    const other = (await push()).json.hashId as string;
    expect(() => domain.openRefreshToken(other, item!.sealedRefreshToken)).toThrow();
  });

  it('names the session by the profile when the page sends no name', async () => {
    const { json } = await push({ refreshToken: REFRESH });
    expect((await check(json.hashId)).json.name).toBe('Ada (profile)');
  });

  it('refuses an anonymous caller (401) and stores nothing', async () => {
    const count = (await allItems()).length;
    const { status, json } = await invoke(handlers.pushSession, apiEvent(routes.pushSession, { body: { refreshToken: REFRESH } }));
    expect(status).toBe(401);
    expect(json.error.code).toBe('unauthorized');
    expect(await allItems()).toHaveLength(count);
  });

  it('refuses a request without a refresh token (400)', async () => {
    const { status, json } = await push({});
    expect(status).toBe(400);
    expect(json.error.issues.map((i: { path: string[] }) => i.path)).toEqual([['body', 'refreshToken']]);
  });
});

describe('check, then consume once', () => {
  it('checks without using the link, then consumes it: the refresh token and the name, once', async () => {
    const { json: pushed } = await push();
    expect(await check(pushed.hashId)).toMatchObject({ status: 200, json: { name: 'Ada', expiresAt: pushed.expiresAt } });
    expect((await check(pushed.hashId)).status).toBe(200);
    expect(await consume(pushed.hashId)).toMatchObject({ status: 200, json: { refreshToken: REFRESH, name: 'Ada' } });
    // Used: the same answer as unknown or expired, and the item is gone.
    for (const again of [await consume(pushed.hashId), await check(pushed.hashId)]) {
      expect(again.status).toBe(404);
      expect(again.json.error.code).toBe('push_not_found');
    }
    expect((await allItems()).some((i) => i.pk === `PUSH#${domain.hashDigest(pushed.hashId)}`)).toBe(false);
  });

  it('is single use without destroy=true too', async () => {
    const { json: pushed } = await push();
    const first = await invoke(handlers.consumePushedSession, apiEvent(routes.consumePushedSession, { body: { hash: pushed.hashId } }));
    expect(first.status).toBe(200);
    expect((await consume(pushed.hashId)).status).toBe(404);
  });

  it('gives the session to exactly one of two (or eight) consumes at the same instant', async () => {
    for (const racers of [2, 8]) {
      const { json: pushed } = await push();
      const answers = await Promise.all(Array.from({ length: racers }, () => consume(pushed.hashId)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 404 && a.json.error.code === 'push_not_found')).toHaveLength(racers - 1);
    }
  });

  it('answers 404 push_not_found to an unknown hash', async () => {
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    for (const answer of [await check(unknown), await consume(unknown)]) {
      expect(answer).toMatchObject({ status: 404, json: { error: { code: 'push_not_found' } } });
    }
  });

  it('answers 404 to an expired hash even while DynamoDB has not deleted it yet, and leaves it unused', async () => {
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    const pushed = await domain.pushSession({ kind: 'user', sub: 'user-ada', username: 'google_111', groups: [] }, { refreshToken: REFRESH }, elevenMinutesAgo);
    expect((await allItems()).some((i) => i.pk === `PUSH#${domain.hashDigest(pushed.hashId)}`)).toBe(true);
    expect(await check(pushed.hashId)).toMatchObject({ status: 404, json: { error: { code: 'push_not_found' } } });
    expect(await consume(pushed.hashId)).toMatchObject({ status: 404, json: { error: { code: 'push_not_found' } } });
  });

  it('answers 400 to a hash of the wrong shape, before any lookup', async () => {
    const { status, json } = await check('short');
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
  });
});
