import { routes } from '@quiz/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameSummary, initResponse } from '../test/fixtures';
import { jsonResponse, stubFetch } from '../test/render-app';
import { backOfficeRoutePaths } from '@quiz/shared';
import { ApiError, apiCall, registerBackOfficePaths, setAuthSession, SIGNED_IN_CALLS, type AuthSession } from './api-client';

describe('apiCall', () => {
  it('builds the URL from the route table and resolves with the JSON answer', async () => {
    const answer = initResponse([gameSummary()]);
    const fetchMock = stubFetch(() => jsonResponse(answer));

    const result = await apiCall('init', { query: { l: 'fr' } });

    expect(result).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/init?l=fr');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('fills path parameters, sends a JSON body and the bearer token', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await apiCall('optin', { params: { optin: 'newsletter' }, body: undefined, token: 'abc' });
    await apiCall('persistCookie', { body: { cookie: 'x' } });

    const [optinUrl, optinInit] = fetchMock.mock.calls[0]!;
    expect(optinUrl).toBe('/api/optin/newsletter');
    expect(optinInit?.method).toBe('POST');
    expect(new Headers(optinInit?.headers).get('authorization')).toBe('Bearer abc');
    const [, cookieInit] = fetchMock.mock.calls[1]!;
    expect(cookieInit?.body).toBe('{"cookie":"x"}');
    expect(new Headers(cookieInit?.headers).get('content-type')).toBe('application/json');
  });

  it('turns an error answer into an ApiError with the API code and message', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'validation_failed', message: 'query.l: Invalid option', requestId: 'r-1' } }, 400),
    );

    const error = await apiCall('init', { query: { l: 'en' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'query.l: Invalid option', requestId: 'r-1' });
  });

  it('keeps the structured issues of an error answer (code and path), leaving out any of another shape', async () => {
    const issues = [
      { code: 'found_exceeds_play', path: ['body', 3, 'data', 'summary', 'refsFound'], message: '3, the play found 2' },
      { code: 'too_small', path: ['query', 'l'], message: 'Too small' },
    ];
    stubFetch(() => jsonResponse({ error: { code: 'validation_failed', message: 'Invalid', issues: [...issues, { path: 'body.1' }, 'junk'] } }, 400));

    const error = await apiCall('init', { query: { l: 'en' } }).catch((e: unknown) => e);

    expect((error as ApiError).issues).toEqual(issues);
  });

  it('derives the code from the status when the error answer is not the API JSON', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiCall('init')).rejects.toMatchObject({
      status: 502,
      code: 'internal_error',
      message: 'Request failed with status code 502',
    });
  });

  it.each([
    ['not JSON', () => new Response('<html>Welcome to the hotel wifi</html>', { status: 200 })],
    ['a bare JSON value', () => jsonResponse('hello')],
  ])('reports a success answer that is %s as invalid_response', async (_, answer) => {
    stubFetch(answer);

    await expect(apiCall('init')).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('turns a network failure into network_error', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));

    const error = await apiCall('init').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Network Error' });
  });

  it('rethrows an aborted request as-is', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      }),
    );

    const pending = apiCall('init', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('apiCall with a signed-in session', () => {
  /** A session whose tokens the test decides: `renew` answers `renewed` (null: the session is over). */
  function fakeSession({ token = 'old', renewed = 'new' as string | null } = {}) {
    const session = {
      accessToken: vi.fn(() => Promise.resolve<string | null>(token)),
      renew: vi.fn((_refused: string) => Promise.resolve(renewed)),
      end: vi.fn(),
    } satisfies AuthSession;
    setAuthSession(session);
    return session;
  }

  const bearer = (init?: RequestInit) => new Headers(init?.headers).get('authorization');
  const guess = () => apiCall('guess', { params: { playId: 'p-1' }, body: { refId: 'r01', text: 'Jaws' } });

  afterEach(() => setAuthSession(null));

  it('sends the session’s access token as a bearer token', async () => {
    fakeSession({ token: 'abc' });
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await apiCall('init', { query: { l: 'en' } });

    expect(bearer(fetchMock.mock.calls[0]![1])).toBe('Bearer abc');
  });

  it('sends no token for an anonymous visitor, and an explicit token wins over the session', async () => {
    fakeSession({ token: 'abc' });
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await apiCall('me', { token: null });
    await apiCall('me', { token: 'explicit' });

    expect(bearer(fetchMock.mock.calls[0]![1])).toBeNull();
    expect(bearer(fetchMock.mock.calls[1]![1])).toBe('Bearer explicit');
  });

  it('renews once on a 401 and retries the call with the new token', async () => {
    const session = fakeSession({ token: 'old', renewed: 'new' });
    const fetchMock = stubFetch((_url, init) =>
      bearer(init) === 'Bearer new'
        ? jsonResponse({ ok: true, verdict: 'found' })
        : jsonResponse({ error: { code: 'unauthorized', message: 'expired' } }, 401),
    );

    await expect(guess()).resolves.toEqual({ ok: true, verdict: 'found' });

    expect(session.renew).toHaveBeenCalledExactlyOnceWith('old');
    expect(fetchMock.mock.calls.map(([, init]) => bearer(init))).toEqual(['Bearer old', 'Bearer new']);
    // The retry sends the same call again, body included.
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(fetchMock.mock.calls[0]![1]?.body);
    expect(session.end).not.toHaveBeenCalled();
  });

  it('goes on anonymously with an optional call when the session cannot be renewed (a game in progress carries on)', async () => {
    fakeSession({ token: 'old', renewed: null });
    const fetchMock = stubFetch((_url, init) =>
      bearer(init) ? jsonResponse({ error: { code: 'unauthorized', message: 'expired' } }, 401) : jsonResponse({ verdict: 'found' }),
    );

    await expect(guess()).resolves.toEqual({ verdict: 'found' });

    expect(fetchMock.mock.calls.map(([, init]) => bearer(init))).toEqual(['Bearer old', null]);
  });

  it('fails a signed-in-only call with session_expired when the session cannot be renewed', async () => {
    fakeSession({ token: 'old', renewed: null });
    const fetchMock = stubFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'expired' } }, 401));

    await expect(apiCall('startPurchase', { params: { type: 'stripe_premium_p1m' } })).rejects.toMatchObject({
      status: 401,
      code: 'session_expired',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session when even the renewed token is refused, and retries only once', async () => {
    const session = fakeSession({ token: 'old', renewed: 'new' });
    const fetchMock = stubFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'refused' } }, 401));

    await expect(apiCall('pushSession')).rejects.toMatchObject({ code: 'session_expired' });

    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(session.end).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not renew on other refusals (403 is a missing role, not an expired token)', async () => {
    const session = fakeSession();
    stubFetch(() => jsonResponse({ error: { code: 'forbidden', message: 'designers only' } }, 403));

    await expect(apiCall('listScores')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(session.renew).not.toHaveBeenCalled();
  });

  it('reports a renewal that could not reach the sign-in service as a network error', async () => {
    const session = fakeSession();
    session.renew.mockRejectedValue(new TypeError('Failed to fetch'));
    stubFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'expired' } }, 401));

    await expect(apiCall('pushSession')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('SIGNED_IN_CALLS', () => {
  it('lists exactly the player\'s calls the route table closes to anonymous visitors (the back-office\'s are all closed)', () => {
    const closed = Object.values(routes)
      .filter((route) => route.access === 'user')
      .map((route) => route.name)
      .sort();
    expect([...SIGNED_IN_CALLS].sort()).toEqual(closed);
  });
});

describe('the back-office\'s calls (not carried by a player\'s page)', () => {
  afterEach(() => registerBackOfficePaths({}));

  it('are unknown until the back-office hands its list over', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ items: [] }));
    await expect(apiCall('getCaddy')).rejects.toThrow('The route getCaddy does not exist');
    expect(fetchMock).not.toHaveBeenCalled();

    registerBackOfficePaths(backOfficeRoutePaths);
    await expect(apiCall('getCaddy')).resolves.toEqual({ items: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/desk/caddy', expect.objectContaining({ method: 'GET' }));
  });

  it('are signed-in only: a session that cannot be renewed fails with session_expired', async () => {
    registerBackOfficePaths(backOfficeRoutePaths);
    setAuthSession({ accessToken: () => Promise.resolve('old'), renew: () => Promise.resolve(null), end: vi.fn() });
    stubFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'expired' } }, 401));
    await expect(apiCall('getCaddy')).rejects.toMatchObject({ status: 401, code: 'session_expired' });
    setAuthSession(null);
  });
});
