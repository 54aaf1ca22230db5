import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OPTIN_TEXT_VERSION, qrQuizCode, RATE_LIMITS, routes, type Locale } from '@quiz/shared';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import en from '../../../web/src/locales/en/optins.json';
import fr from '../../../web/src/locales/fr/optins.json';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';

/**
 * Opt-ins, messenger binding and QR quiz links against DynamoDB Local: the real handlers,
 * tokens signed by a test key the production verifier trusts (docs/adr/0033-qr-links-and-opt-ins.md).
 */

const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
let handlers: Record<'optin' | 'listOptins' | 'messengerBind' | 'messengerUnbind' | 'qrQuiz', LambdaHandler>;

const token = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
const TEXTS = { en, fr } as const;
const body = (optin: 'newsletter' | 'new_quiz_alerts', given: boolean, locale: Locale = 'en') => ({
  given, locale, version: OPTIN_TEXT_VERSION[optin], text: TEXTS[locale].optin[optin].text,
});

const optin = (sub: string | null, name: string, payload: unknown) =>
  invoke(handlers.optin, apiEvent(routes.optin, { pathParameters: { optin: name }, body: payload, ...(sub ? { token: token(sub) } : {}) }));
const list = (sub: string | null) => invoke(handlers.listOptins, apiEvent(routes.listOptins, sub ? { token: token(sub) } : {}));
const bind = (sub: string | null, value: string) => invoke(handlers.messengerBind, apiEvent(routes.messengerBind, { body: { token: value }, ...(sub ? { token: token(sub) } : {}) }));
const unbind = (sub: string | null) => invoke(handlers.messengerUnbind, apiEvent(routes.messengerUnbind, sub ? { token: token(sub) } : {}));

async function partition(sub: string) {
  const { Items = [] } = await db.send(new QueryCommand({
    TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${sub}` }, ConsistentRead: true,
  }));
  return Items;
}

const context = { functionName: 'test', awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const qr = async (code: string, cookies?: string[]) =>
  (await handlers.qrQuiz(apiEvent(routes.qrQuiz, { pathParameters: { code }, ...(cookies ? { cookies } : {}) }), context)) as APIGatewayProxyStructuredResultV2;

const game = (id: number, status: 'live' | 'hidden' | 'test') => ({
  pk: `GAME#${id}`, sk: 'META', id, number: id, status, premiumLevel: 0, difficulty: 1, themes: ['movie'], language: 'french',
  title: { en: `Quiz ${id}`, fr: `Quiz ${id} fr` }, slug: { en: `quiz-${id}`, fr: `jeu-${id}` }, description: { en: 'd', fr: 'd' },
  image: { src: '/images/x.svg', width: 10, height: 10 }, refsCount: 3,
});

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  handlers = {
    optin: (await import('../../src/handlers/optin')).handler,
    listOptins: (await import('../../src/handlers/listOptins')).handler,
    messengerBind: (await import('../../src/handlers/messengerBind')).handler,
    messengerUnbind: (await import('../../src/handlers/messengerUnbind')).handler,
    qrQuiz: (await import('../../src/handlers/qrQuiz')).handler,
  };
  for (const item of [game(48, 'live'), game(49, 'hidden'), game(50, 'test')]) await db.send(new PutCommand({ TableName: tableName, Item: item }));
  // A score and a purchase pointer in the same partition: the consents' prefixes never match them.
  await db.send(new PutCommand({ TableName: tableName, Item: { pk: 'USER#user-ada', sk: 'SCORE#48#play-1', score: 7 } }));
  await db.send(new PutCommand({ TableName: tableName, Item: { pk: 'USER#user-ada', sk: 'PURCHASE#2026-01-01#p1', purchaseId: 'p1' } }));
});

describe('POST /api/optin/{optin} and GET /api/optins', () => {
  it('refuses an anonymous caller with 401, and writes nothing', async () => {
    expect((await optin(null, 'newsletter', body('newsletter', true))).status).toBe(401);
    expect((await list(null)).status).toBe(401);
  });

  it('refuses an unknown opt-in with 400 unknown_optin naming it', async () => {
    const { status, json } = await optin('user-ada', 'spam_me', body('newsletter', true));
    expect(status).toBe(400);
    expect(json.error.code).toBe('unknown_optin');
    expect(json.error.message).toContain('spam_me');
  });

  it('refuses words we never published (or another version) with 400 optin_text_unknown, and records nothing', async () => {
    const edited = await optin('user-bob', 'newsletter', { ...body('newsletter', true), text: 'Send me anything you like.' });
    expect(edited.status).toBe(400);
    expect(edited.json.error.code).toBe('optin_text_unknown');
    // The French words sent as English: not the text shown in that language.
    expect((await optin('user-bob', 'newsletter', { ...body('newsletter', true, 'fr'), locale: 'en' })).json.error.code).toBe('optin_text_unknown');
    expect((await optin('user-bob', 'newsletter', { ...body('newsletter', true), version: 99 })).json.error.code).toBe('optin_text_unknown');
    expect(await partition('user-bob')).toEqual([]);
  });

  it('records a consent with its date, language and exact words; a withdrawal keeps the history (a ledger, never overwritten)', async () => {
    const before = new Date().toISOString();
    const given = await optin('user-ada', 'newsletter', body('newsletter', true, 'fr'));
    expect(given.status).toBe(200);
    expect(given.json).toMatchObject({ optin: 'newsletter', given: true, locale: 'fr', version: 1, text: fr.optin.newsletter.text });
    expect(given.json.at >= before).toBe(true);
    expect((await list('user-ada')).json).toEqual({ consents: [given.json], messenger: null });

    const withdrawn = await optin('user-ada', 'newsletter', body('newsletter', false, 'en'));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json).toMatchObject({ given: false, locale: 'en' });
    expect(withdrawn.json.at >= given.json.at).toBe(true);
    expect((await list('user-ada')).json.consents).toEqual([withdrawn.json]);

    const items = await partition('user-ada');
    const ledger = items.filter((item) => String(item.sk).startsWith('CONSENTLOG#newsletter#'));
    expect(ledger.map((entry) => [entry.action, entry.locale, entry.text])).toEqual([
      ['given', 'fr', fr.optin.newsletter.text],
      ['withdrawn', 'en', en.optin.newsletter.text],
    ]);
    expect(ledger.map((entry) => entry.at)).toEqual([given.json.at, withdrawn.json.at]);
    // The operator's read of the proof: the same entries, oldest first.
    const { listConsentLog } = await import('../../src/data/optins');
    expect((await listConsentLog('user-ada', 'newsletter')).map((entry) => [entry.action, entry.at])).toEqual([['given', given.json.at], ['withdrawn', withdrawn.json.at]]);
    // The score and the purchase are where they were; none of ours starts with their prefixes.
    for (const prefix of ['SCORE#', 'PURCHASE#', 'COMPOSITION#']) {
      expect(items.filter((item) => String(item.sk).startsWith(prefix)).every((item) => !('optin' in item) && !('action' in item))).toBe(true);
    }
  });

  it('lists the consents in the opt-ins\' order, each as it stands', async () => {
    await optin('user-cy', 'new_quiz_alerts', body('new_quiz_alerts', true));
    await optin('user-cy', 'newsletter', body('newsletter', true));
    expect((await list('user-cy')).json.consents.map((c: { optin: string; given: boolean }) => [c.optin, c.given])).toEqual([
      ['newsletter', true], ['new_quiz_alerts', true],
    ]);
  });

  it('shows a player only their own consents', async () => {
    await optin('user-dee', 'newsletter', body('newsletter', true));
    expect((await list('user-eve')).json).toEqual({ consents: [], messenger: null });
  });

  it(`limits a player to ${RATE_LIMITS.consentChanges.perMinute} changes a minute (the ledger cannot be flooded): 429`, async () => {
    // The limit counts per clock minute: start well inside one, so that all the calls share it.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 8_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.consentChanges.perMinute; i++) statuses.push((await optin('user-flood', 'newsletter', body('newsletter', i % 2 === 0))).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST and DELETE /api/messenger/bind', () => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await bind(null, 'tok')).status).toBe(401);
    expect((await unbind(null)).status).toBe(401);
  });

  it('binds (keeping only the token\'s digest), shows the binding with the consents, and removes it, each change in the ledger', async () => {
    const secret = 'messenger-user-ref-0123456789abcdef';
    const bound = await bind('user-fay', secret);
    expect(bound.status).toBe(200);
    expect(bound.json.messenger.boundAt).toMatch(/^\d{4}-/);
    expect((await list('user-fay')).json.messenger).toEqual(bound.json.messenger);
    expect(JSON.stringify(await partition('user-fay'))).not.toContain(secret);

    expect((await unbind('user-fay')).json).toEqual({ messenger: null });
    expect((await list('user-fay')).json.messenger).toBeNull();
    const ledger = (await partition('user-fay')).filter((item) => String(item.sk).startsWith('CONSENTLOG#messenger#'));
    expect(ledger.map((entry) => entry.action)).toEqual(['bound', 'unbound']);
    // Nothing to remove: the same answer, and no entry.
    expect((await unbind('user-fay')).status).toBe(200);
    expect((await partition('user-fay')).filter((item) => String(item.sk).startsWith('CONSENTLOG#'))).toHaveLength(2);
  });
});

describe('GET /api/qr-quiz/{code} (SPEC §2 /qr-quiz/{hash})', () => {
  it('redirects a live quiz\'s link to its quiz page in the link\'s language, with direct, and remembers that language', async () => {
    const fr = await qr(qrQuizCode(48, 'fr'), ['locale=en']);
    expect(fr.statusCode).toBe(302);
    expect(fr.headers?.location).toBe('/quiz/fr/jeu-48?direct=1');
    expect(fr.cookies).toEqual([expect.stringMatching(/^locale=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/)]);
    const en = await qr(qrQuizCode(48, 'en'));
    expect(en.headers?.location).toBe('/quiz/en/quiz-48?direct=1');
    expect(en.cookies?.[0]).toMatch(/^locale=en;/);
  });

  it('sends a quiz no longer live (hidden) to the home in its language', async () => {
    const hidden = await qr(qrQuizCode(49, 'fr'));
    expect(hidden.statusCode).toBe(302);
    expect(hidden.headers?.location).toBe('/fr');
    expect(hidden.cookies?.[0]).toMatch(/^locale=fr;/);
  });

  it.each([
    ['a game never published (test)', qrQuizCode(50, 'fr'), 'fr'],
    ['a game that does not exist', qrQuizCode(4242, 'fr'), 'fr'],
    ['a hash we never make', 'zz12', 'en'],
    ['a non-canonical hash (one per game and language)', 'fr01c', 'en'],
  ])('answers %s with status 404 and the 404 page in its language', async (_, code, locale) => {
    const answer = await qr(code);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers?.['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain(`url=/404/${locale}`);
    expect(answer.cookies ?? []).toEqual([]);
  });

  it('answers an unknown hash in the remembered language', async () => {
    expect((await qr('nope', ['locale=fr'])).body).toContain('url=/404/fr');
  });
});
