import { describe, expect, it, vi } from 'vitest';
import { gameSummary, initResponse } from '../test/fixtures';
import { jsonResponse, stubFetch } from '../test/render-app';
import { ApiError, apiCall } from './api-client';

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
