import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import {
  LOCAL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  signInThroughPicker,
  startSignInStandIn,
  type Person,
  type SignInStandIn,
} from '../../../scripts/src/local/sign-in';
import { forgeWithAnotherKey } from '../../../scripts/test/integration/sign-in-helpers';

/**
 * Accounts against DynamoDB Local and the local sign-in stand-in: tokens come from the real
 * authorization code + PKCE flow (or are minted by the stand-in's key for the refusals), and the
 * functions verify them with the production verifier, fetching the keys from LOCAL_JWKS_URL.
 */

const WEB = 'http://127.0.0.1:3997';
let standIn: SignInStandIn;
let db: DynamoDBDocumentClient;
let tableName: string;
let handlers: Record<'init' | 'me' | 'ping' | 'pushSession' | 'getCaddy', LambdaHandler>;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  standIn = await startSignInStandIn({ webOrigins: [WEB] });
  // What the local runtime gives the functions: the stand-in's pool, client and keys.
  Object.assign(process.env, { COGNITO_USER_POOL_ID: LOCAL_USER_POOL_ID, COGNITO_CLIENT_ID: LOCAL_CLIENT_ID, LOCAL_JWKS_URL: standIn.jwksUrl });
  handlers = {
    init: (await import('../../src/handlers/init')).handler,
    me: (await import('../../src/handlers/me')).handler,
    ping: (await import('../../src/handlers/ping')).handler,
    pushSession: (await import('../../src/handlers/pushSession')).handler,
    getCaddy: (await import('../../src/handlers/getCaddy')).handler,
  };
});
afterAll(() => standIn.stop());

let people = 0;
/** A person nobody has signed in as yet in this file. */
function newPerson(groups: Person['groups'] = []): Person {
  people += 1;
  return { provider: 'Google', name: `Player ${people} ${Date.now()}`, groups };
}

function signIn(person: Partial<Person>) {
  return signInThroughPicker({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: `${WEB}/auth-success`, ...person });
}

const subOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

async function profileItems(sub: string) {
  const { Items = [] } = await db.send(new QueryCommand({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND sk = :sk',
    ExpressionAttributeValues: { ':pk': `USER#${sub}`, ':sk': 'PROFILE' },
  }));
  return Items;
}

async function allProfiles() {
  const { Items = [] } = await db.send(new ScanCommand({ TableName: tableName, FilterExpression: 'sk = :sk', ExpressionAttributeValues: { ':sk': 'PROFILE' } }));
  return Items;
}

describe('acceptance: the full code + PKCE flow against the stand-in, then /api/me', () => {
  it('answers the signed-in player with the groups ticked on the picker', async () => {
    const { access_token } = await signIn(newPerson(['designer', 'tester']));
    const { status, json } = await invoke(handlers.me, apiEvent(routes.me, { token: access_token }));
    expect(status).toBe(200);
    expect(json).toMatchObject({
      isPremium: false,
      types: ['connected'],
      user: { id: subOf(access_token), isPlayer: true, isPremium: false, premiumUntil: null, premium: null, groups: ['designer', 'tester'] },
    });
  });

  it('lets a designer through a designer call and stops a player without the group (403)', async () => {
    const designer = await signIn(newPerson(['designer']));
    expect((await invoke(handlers.getCaddy, apiEvent(routes.getCaddy, { token: designer.access_token }))).status).toBe(200);
    const player = await signIn(newPerson());
    expect((await invoke(handlers.getCaddy, apiEvent(routes.getCaddy, { token: player.access_token }))).status).toBe(403);
  });
});

describe('the profile at first sign-in', () => {
  it('is created by /api/me with the Cognito username as its name', async () => {
    const { access_token } = await signIn(newPerson());
    const sub = subOf(access_token);
    expect(await profileItems(sub)).toEqual([]);
    const { json } = await invoke(handlers.me, apiEvent(routes.me, { token: access_token }));
    const username = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()).username as string;
    expect(json.user.name).toBe(username);
    const items = await profileItems(sub);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ sub, name: username, username, premiumUntil: null, premiumDuration: 0, version: 1 });
    expect(Date.parse(items[0]?.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(['ping', 'init'] as const)('is created by /api/%s too', async (call) => {
    const { access_token } = await signIn(newPerson());
    const { status } = await invoke(handlers[call], apiEvent(routes[call], { token: access_token }));
    expect(status).toBe(200);
    expect(await profileItems(subOf(access_token))).toHaveLength(1);
  });

  it('is created once when five first calls arrive together', async () => {
    const { access_token } = await signIn(newPerson());
    const calls = ['me', 'ping', 'init', 'me', 'ping'] as const;
    const answers = await Promise.all(calls.map((call) => invoke(handlers[call], apiEvent(routes[call], { token: access_token }))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const users = answers.map((a) => a.json.user ?? a.json.me.user);
    expect(new Set(users.map((u) => u.id))).toEqual(new Set([subOf(access_token)]));
    expect(new Set(users.map((u) => u.name)).size).toBe(1);
    expect(await profileItems(subOf(access_token))).toHaveLength(1);
  });

  it('is never overwritten by a first call that lost the race (written between its read and its write)', async () => {
    const { access_token } = await signIn(newPerson());
    const sub = subOf(access_token);
    const until = new Date(Date.now() + 3600_000).toISOString();
    const { db: functionsDb } = await import('../../src/data/client');
    const send = functionsDb.send.bind(functionsDb);
    const spy = vi.spyOn(functionsDb, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (command.constructor.name === 'PutCommand') {
        // Another call created the profile, and premium was bought, since this call read "no profile".
        await db.send(new PutCommand({
          TableName: tableName,
          Item: { pk: `USER#${sub}`, sk: 'PROFILE', sub, name: 'Winner', premiumUntil: until, premiumDuration: 3600, version: 2 },
        }));
      }
      return send(command as never);
    }) as never);
    try {
      const { json } = await invoke(handlers.me, apiEvent(routes.me, { token: access_token }));
      expect(json).toMatchObject({ isPremium: true, types: ['connected', 'paid'], user: { name: 'Winner', premiumUntil: until } });
    } finally {
      spy.mockRestore();
    }
    expect(await profileItems(sub)).toEqual([expect.objectContaining({ name: 'Winner', premiumUntil: until, version: 2 })]);
  });

  it('is kept, never overwritten, when the same person signs in again', async () => {
    const person = newPerson();
    const first = await signIn(person);
    await invoke(handlers.me, apiEvent(routes.me, { token: first.access_token }));
    const sub = subOf(first.access_token);
    await db.send(new UpdateCommand({
      TableName: tableName, Key: { pk: `USER#${sub}`, sk: 'PROFILE' },
      UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': 'Ada the Great' },
    }));
    const again = await signIn(person);
    expect(subOf(again.access_token)).toBe(sub);
    const { json } = await invoke(handlers.me, apiEvent(routes.me, { token: again.access_token }));
    expect(json.user).toMatchObject({ id: sub, name: 'Ada the Great' });
    expect(await profileItems(sub)).toHaveLength(1);
  });

  it('is not created for anonymous visitors or refused tokens', async () => {
    const before = (await allProfiles()).length;
    const { access_token, id_token } = await standIn.mintTokens({ name: `Nobody ${Date.now()}`, lifetimeSeconds: -60 });
    await invoke(handlers.me, apiEvent(routes.me));
    await invoke(handlers.init, apiEvent(routes.init));
    await invoke(handlers.me, apiEvent(routes.me, { token: access_token }));
    await invoke(handlers.ping, apiEvent(routes.ping, { token: id_token }));
    expect((await allProfiles()).length).toBe(before);
  });
});

describe('user states in /api/me (SPEC §4)', () => {
  async function meWithPremium(premiumUntil: string | null) {
    const { access_token } = await signIn(newPerson());
    const sub = subOf(access_token);
    await db.send(new PutCommand({
      TableName: tableName,
      Item: { pk: `USER#${sub}`, sk: 'PROFILE', sub, name: 'Ada', premiumUntil, premiumDuration: 10_800, version: 3 },
    }));
    return (await invoke(handlers.me, apiEvent(routes.me, { token: access_token }))).json;
  }

  it('anonymous without a token', async () => {
    expect((await invoke(handlers.me, apiEvent(routes.me))).json).toEqual({ isPremium: false, types: [], user: null });
  });

  it('connected when never premium', async () => {
    expect((await meWithPremium(null)).types).toEqual(['connected']);
  });

  it('paid while premiumUntil is ahead, with the remaining seconds', async () => {
    const until = new Date(Date.now() + 3 * 3600 * 1000).toISOString();
    const me = await meWithPremium(until);
    expect(me).toMatchObject({ isPremium: true, types: ['connected', 'paid'], user: { isPremium: true, premiumUntil: until } });
    expect(me.user.premium.remaining).toBeGreaterThan(3 * 3600 - 60);
    expect(me.user.premium.remaining).toBeLessThanOrEqual(3 * 3600);
  });

  it('paid_over once premiumUntil has passed, with 0 seconds remaining', async () => {
    const until = new Date(Date.now() - 60_000).toISOString();
    const me = await meWithPremium(until);
    expect(me).toMatchObject({ isPremium: false, types: ['connected', 'paid_over'], user: { isPremium: false, premiumUntil: until, premium: { remaining: 0 } } });
  });
});

describe('tokens the API refuses (optional calls read them as anonymous, signed-in calls answer 401)', () => {
  let valid: string;
  beforeAll(async () => {
    valid = (await signIn(newPerson())).access_token;
  });

  it('accepts the valid access token on a signed-in call (the refusals below are about the token)', async () => {
    expect((await invoke(handlers.pushSession, apiEvent(routes.pushSession, { token: valid, body: { refreshToken: 'a-refresh-token-0123456789' } }))).status).toBe(200);
  });

  it.each([
    ['signed by another key (under the stand-in\'s kid)', () => Promise.resolve(forgeWithAnotherKey(valid))],
    ['expired', async () => (await standIn.mintTokens({ lifetimeSeconds: -60 })).access_token],
    ['for another client', async () => (await standIn.mintTokens({ clientId: 'another-client' })).access_token],
    ['an ID token (the API takes access tokens)', async () => (await signIn(newPerson())).id_token!],
  ])('%s', async (_, token) => {
    const bad = await token();
    const me = await invoke(handlers.me, apiEvent(routes.me, { token: bad }));
    expect(me).toMatchObject({ status: 200, json: { user: null, types: [] } });
    const signedIn = await invoke(handlers.pushSession, apiEvent(routes.pushSession, { token: bad, body: { refreshToken: 'a-refresh-token-0123456789' } }));
    expect(signedIn.status).toBe(401);
    expect(signedIn.json.error.code).toBe('unauthorized');
  });
});
