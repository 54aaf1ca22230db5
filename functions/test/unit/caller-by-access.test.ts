import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { routeList, type Access, type RouteDef } from '@quiz/shared';
import type { httpHandler as HttpHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { useUnitEnvironment } from '../helpers/unit-env';

/**
 * The wrapper hands each handler the caller its route's access promises (lib/auth.ts `CallerOf`):
 * signed in for `user` and the roles (anyone else is refused, 401 or 403, before the handler runs,
 * so a handler needs no guard), anonymous or signed in for `optional`, none at all for `public`.
 */
let httpHandler: typeof HttpHandler;
const key = createSigningKey();

beforeAll(async () => {
  useUnitEnvironment();
  ({ httpHandler } = await import('../../src/lib/http'));
  (await import('../../src/lib/auth')).setVerifierForTests(verifierTrusting(key));
});

const probe = <A extends Access>(access: A): RouteDef<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, A> => ({
  name: `callerProbe_${access}`, method: 'GET', path: '/api/probe', access, needs: {}, summary: 'test only',
  params: z.object({}), query: z.object({}), body: null, response: z.object({ seen: z.string() }),
});

const player = signAccessToken(key, { sub: 'sub-player', username: 'google_player' });
const designer = signAccessToken(key, { sub: 'sub-designer', username: 'google_designer', 'cognito:groups': ['designer'] });

/** Runs a probe of that access and says what its handler was given (or that it never ran). */
async function callerSeen(access: Access, token?: string) {
  const fn = vi.fn((request: object) => Promise.resolve({ seen: 'caller' in request ? JSON.stringify(request.caller) : 'no caller' }));
  const { status, json } = await invoke(httpHandler(probe(access), fn), apiEvent(probe(access), token ? { token } : {}));
  return { status, ran: fn.mock.calls.length > 0, seen: status === 200 ? (json.seen as string) : json.error.code as string };
}

describe('the caller typed by access (lib/auth.ts `CallerOf`)', () => {
  it.each(['user', 'designer', 'tester', 'admin'] as const)('a %s call refuses an anonymous caller with 401 before its handler runs', async (access) => {
    expect(await callerSeen(access)).toEqual({ status: 401, ran: false, seen: 'unauthorized' });
  });

  it.each(['user', 'designer', 'tester', 'admin'] as const)('a %s call refuses a bad token with 401 before its handler runs', async (access) => {
    expect(await callerSeen(access, `${player}x`)).toMatchObject({ status: 401, ran: false });
  });

  it.each(['designer', 'tester', 'admin'] as const)('a %s call refuses a signed-in player without the role with 403 before its handler runs', async (access) => {
    expect(await callerSeen(access, player)).toEqual({ status: 403, ran: false, seen: 'forbidden' });
  });

  it('a user call hands its handler the signed-in caller', async () => {
    const { status, seen } = await callerSeen('user', player);
    expect(status).toBe(200);
    expect(JSON.parse(seen)).toEqual({ kind: 'user', sub: 'sub-player', username: 'google_player', groups: [] });
  });

  it('a role call hands its handler the signed-in caller with their groups', async () => {
    expect(JSON.parse((await callerSeen('designer', designer)).seen)).toMatchObject({ kind: 'user', sub: 'sub-designer', groups: ['designer'] });
  });

  it('an optional call hands its handler an anonymous caller without a token, or with a bad one, and the player with a good one', async () => {
    expect(JSON.parse((await callerSeen('optional')).seen)).toEqual({ kind: 'anonymous' });
    expect(JSON.parse((await callerSeen('optional', `${player}x`)).seen)).toEqual({ kind: 'anonymous' });
    expect(JSON.parse((await callerSeen('optional', player)).seen)).toMatchObject({ kind: 'user', sub: 'sub-player' });
  });

  it('a public call hands its handler no caller at all, even with a valid token', async () => {
    expect(await callerSeen('public', player)).toEqual({ status: 200, ran: true, seen: 'no caller' });
  });
});

describe('no handler of a signed-in call checks its caller again', () => {
  const signedIn = routeList.filter((route) => route.access !== 'public' && route.access !== 'optional');
  const source = (name: string) => readFileSync(new URL(`../../src/handlers/${name}.ts`, import.meta.url), 'utf8');

  it('walks the signed-in and role calls (the walk is not empty)', () => {
    expect(signedIn.length).toBeGreaterThan(50);
  });

  it.each(signedIn.map((route) => [route.name, route.access] as const))('%s (%s) reads no caller.kind: its type already says signed in', (name) => {
    expect(source(name)).not.toMatch(/caller\.kind|requires a signed-in caller|staffOf\(/);
  });
});
