import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAME_DURATION_SECONDS, MAX_GUESSES_PER_PLAY, ORIGIN_VERIFY_HEADER, RATE_LIMITS, routes, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, cookiesToSend, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { recordedCalls } from '../helpers/table-calls';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/**
 * docs/game.md "Limits": every 429 says when to come back; one budget per person and per address
 * (a signed-in caller's moves count under their `sub` and their address); the address is the one
 * the platform sets (CloudFront's header in Lambda, the socket elsewhere), never one the caller wrote.
 */

const GAME = 1;
const key = createSigningKey();
const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
/** Every call carries the origin secret, as CloudFront adds it: the origin check passes whether or not the test plays Lambda. */
const ORIGIN_SECRET = 'rate-limits-origin-secret-0123456789abcdef';
const handlers: Partial<Record<keyof typeof routes, LambdaHandler>> = {};
const STARTS = RATE_LIMITS.playStarts.perMinute;
const NOWHERE = { x: 0.9, y: 0.9 };

beforeAll(async () => {
  process.env.ORIGIN_VERIFY_SECRET = ORIGIN_SECRET;
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of ['startPlay', 'guess'] as const) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
});

afterEach(() => vi.unstubAllEnvs());

async function call(route: RouteDef, options: Parameters<typeof apiEvent>[1] = {}) {
  const handler = handlers[route.name as keyof typeof routes]!;
  return invoke(handler, apiEvent(route, { ...options, headers: { [ORIGIN_VERIFY_HEADER]: ORIGIN_SECRET, ...options.headers } }));
}

const startFrom = (sourceIp: string, extra: { token?: string; headers?: Record<string, string> } = {}) =>
  call(routes.startPlay, { body: { gameId: GAME }, sourceIp, ...extra });

const minuteNow = () => Math.floor(Date.now() / 60_000);
let subs = 0;
const newPlayer = () => tokenOf(`limits-${process.pid}-${++subs}`);
let addresses = 0;
/** A fresh address of TEST-NET-3 each time (203.0.113.0/24, then on). */
const newAddress = () => `203.0.${113 + Math.floor(++addresses / 250)}.${addresses % 250}`;

/**
 * Uses up the play starts of `sourceIp` in this minute. Its tests check the minute they began in
 * when they reach the limit: if it turned meanwhile, a new window opened and they say nothing.
 */
async function exhaustStarts(sourceIp: string, extra: { token?: string; headers?: Record<string, string> } = {}) {
  for (let i = 0; i < STARTS; i++) expect((await startFrom(sourceIp, extra)).status).toBe(200);
}

describe('every 429 says when to come back', () => {
  it(`the per-play budget: past ${MAX_GUESSES_PER_PLAY} guesses, 429 with Retry-After, the seconds left on the play's clock`, async () => {
    const started = await startFrom(newAddress());
    const playId = started.json.play.playId as string;
    const cookies = cookiesToSend(started.cookies);
    // Each guess from another address: only the play's own budget is reached.
    for (let i = 0; i < MAX_GUESSES_PER_PLAY; i++) {
      expect((await call(routes.guess, { pathParameters: { playId }, body: { point: NOWHERE, text: `nope ${i}` }, cookies })).status).toBe(200);
    }
    const over = await call(routes.guess, { pathParameters: { playId }, body: { point: NOWHERE, text: 'one more' }, cookies });
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('too_many_requests');
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    const left = (Date.parse(started.json.play.endsAt) - Date.now()) / 1000;
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(Math.min(GAME_DURATION_SECONDS, Math.ceil(left) + 1));
  });

  it('a per-minute limit: 429 with Retry-After, the seconds to the next minute', async () => {
    const address = newAddress();
    const minute = minuteNow();
    await exhaustStarts(address);
    const over = await startFrom(address);
    if (minuteNow() !== minute) return;
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('one budget per person and per address', () => {
  it('signing in gives no second budget: a signed-in player\'s starts count under the address an anonymous player used up', async () => {
    const address = newAddress();
    const minute = minuteNow();
    await exhaustStarts(address);
    const signedIn = await startFrom(address, { token: newPlayer() });
    if (minuteNow() !== minute) return;
    expect(signedIn.status).toBe(429);
    expect(signedIn.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('signing out gives no second budget: an anonymous player\'s starts count under the address a signed-in player used up', async () => {
    const address = newAddress();
    const minute = minuteNow();
    await exhaustStarts(address, { token: newPlayer() });
    const anonymous = await startFrom(address);
    if (minuteNow() !== minute) return;
    expect(anonymous.status).toBe(429);
  });

  it('moving from address to address gives no second budget: a signed-in player\'s starts count under their sub, wherever they come from', async () => {
    const token = newPlayer();
    const minute = minuteNow();
    for (let i = 0; i < STARTS; i++) expect((await startFrom(newAddress(), { token })).status).toBe(200);
    const elsewhere = newAddress();
    const over = await startFrom(elsewhere, { token });
    if (minuteNow() !== minute) return;
    expect(over.status).toBe(429);
    // That address is not held back for anyone else: an anonymous player there may start.
    expect((await startFrom(elsewhere)).status).toBe(200);
  });

  it('guesses too: a signed-in player\'s guesses count under the address an anonymous player used up', async () => {
    const address = newAddress();
    const minute = minuteNow();
    let used = 0;
    while (used < RATE_LIMITS.guesses.perMinute) {
      const started = await startFrom(address);
      const playId = started.json.play.playId as string;
      const cookies = cookiesToSend(started.cookies);
      for (let i = 0; i < MAX_GUESSES_PER_PLAY && used < RATE_LIMITS.guesses.perMinute; i++, used++) {
        expect((await call(routes.guess, { pathParameters: { playId }, body: { point: NOWHERE, text: `nope ${i}` }, cookies, sourceIp: address })).status).toBe(200);
      }
    }
    const token = newPlayer();
    const mine = await startFrom(newAddress(), { token });
    const playId = mine.json.play.playId as string;
    const over = await call(routes.guess, { pathParameters: { playId }, body: { point: NOWHERE, text: 'mine' }, token, sourceIp: address });
    if (minuteNow() !== minute) return;
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('a play leases its guess tokens (docs/game.md "Limits")', () => {
  const rateWrites = (from: number) => recordedCalls.slice(from).filter((c) => c.action === 'UpdateItem' && c.key.startsWith('RATE#guesses#')).length;

  it('an anonymous player\'s 20 guesses on one play cost 2 counter writes, not 20', async () => {
    const address = newAddress();
    const started = await startFrom(address);
    const playId = started.json.play.playId as string;
    const cookies = cookiesToSend(started.cookies);
    const before = recordedCalls.length;
    const minute = minuteNow();
    for (let i = 0; i < 20; i++) {
      expect((await call(routes.guess, { pathParameters: { playId }, body: { point: NOWHERE, text: `lease ${i}` }, cookies, sourceIp: address })).status).toBe(200);
    }
    // A minute that turns mid-loop voids the lease: one more lease then.
    expect(rateWrites(before)).toBe(minuteNow() === minute ? 2 : 3);
  });

  it('a lease is good only in its minute; near the limit tokens are leased one at a time, so the limit is met exactly', async () => {
    const { spendLeasedToken } = await import('../../src/domain/rate-limit');
    const { TooManyRequestsError } = await import('../../src/lib/errors');
    const mover = { rateKeys: [`ip:lease-${process.pid}-${Date.now()}`] };
    const limit = RATE_LIMITS.guesses.perMinute;
    const minuteStart = (Math.floor(Date.now() / 60_000) + 10) * 60_000; // a minute of its own, ahead
    let lease = await spendLeasedToken('guesses', undefined, mover, minuteStart, 10);
    expect(lease).toEqual({ window: minuteStart / 60_000, left: 9 });
    lease = await spendLeasedToken('guesses', lease, mover, minuteStart + 1_000, 10);
    expect(lease.left).toBe(8);
    // The next minute: the 8 tokens left are void, a new lease is taken in the new minute.
    const next = await spendLeasedToken('guesses', lease, mover, minuteStart + 60_000, 10);
    expect(next).toEqual({ window: minuteStart / 60_000 + 1, left: 9 });
    // Spend the first minute's whole limit: 10 leased already, then leases until none fits.
    let granted = 10;
    let held: typeof lease = { ...lease, left: 0 };
    for (;;) {
      try {
        held = await spendLeasedToken('guesses', { ...held, left: 0 }, mover, minuteStart + 2_000, 7);
        granted += held.left + 1;
      } catch (error) {
        expect(error).toBeInstanceOf(TooManyRequestsError);
        break;
      }
    }
    expect(granted).toBe(limit);
  });
});

describe('the client\'s address is the one the platform sets', () => {
  it('in Lambda behind CloudFront: counted per viewer (CloudFront-Viewer-Address), not per edge server', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'quiz-test-startPlay');
    // Every request from one CloudFront edge server reaches API Gateway from that server's address.
    const edge = newAddress();
    const viewer = (address: string) => ({ 'cloudfront-viewer-address': `${address}:${40000 + Math.floor(Math.random() * 20000)}` });
    const first = newAddress();
    const minute = minuteNow();
    await exhaustStarts(edge, { headers: viewer(first) });
    const over = await startFrom(edge, { headers: viewer(first) });
    if (minuteNow() !== minute) return;
    expect(over.status).toBe(429);
    // Another player served by the same edge server is not held back by the first one's starts (IPv6 too).
    expect((await startFrom(edge, { headers: viewer(newAddress()) })).status).toBe(200);
    expect((await startFrom(edge, { headers: viewer('2001:db8::8') })).status).toBe(200);
  });

  it('in Lambda, a viewer walking through the addresses of one IPv6 /64 stays one viewer', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'quiz-test-startPlay');
    const edge = newAddress();
    const minute = minuteNow();
    for (let i = 0; i < STARTS; i++) {
      expect((await startFrom(edge, { headers: { 'cloudfront-viewer-address': `2001:db8:77:1::${(i + 1).toString(16)}:443` } })).status).toBe(200);
    }
    const over = await startFrom(edge, { headers: { 'cloudfront-viewer-address': '2001:db8:77:1:ffff::99:443' } });
    if (minuteNow() !== minute) return;
    expect(over.status).toBe(429);
  });

  it('outside Lambda (the local runtime): a forged CloudFront-Viewer-Address changes nothing, past an exhausted limit a new value each time is still 429', async () => {
    const address = newAddress();
    const minute = minuteNow();
    await exhaustStarts(address);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await startFrom(address, { headers: { 'cloudfront-viewer-address': `198.51.100.${i + 1}:${50000 + i}` } })).status);
    }
    if (minuteNow() !== minute) return;
    expect(statuses).toEqual(Array(10).fill(429));
  });
});
