import { Readable } from 'node:stream';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readBody, toApiGatewayEvent, writeLambdaResult } from '../../src/local/lambda-adapter';

function request(method: string, url: string, headers: Record<string, string | string[]>, body = ''): IncomingMessage {
  const req = Readable.from(body ? [Buffer.from(body)] : []) as unknown as IncomingMessage;
  Object.assign(req, { method, url, headers, httpVersion: '1.1', socket: { remoteAddress: '127.0.0.1' } });
  return req;
}

describe('HTTP request → API Gateway HTTP API event (payload 2.0)', () => {
  it('carries method, path, raw and parsed query, route key and path parameters', async () => {
    const req = request('GET', '/api/score/1/x?l=fr&tag=a&tag=b', { host: '127.0.0.1:3000' });
    const event = toApiGatewayEvent(req, await readBody(req), 'GET /api/score/{game}/{score}', { game: '1', score: 'x' });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/score/{game}/{score}',
      rawPath: '/api/score/1/x',
      rawQueryString: 'l=fr&tag=a&tag=b',
      queryStringParameters: { l: 'fr', tag: 'a,b' },
      pathParameters: { game: '1', score: 'x' },
      isBase64Encoded: false,
      body: undefined,
    });
    expect(event.requestContext.http.method).toBe('GET');
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('moves cookies out of the headers, as API Gateway does', async () => {
    const req = request('GET', '/api/me', { cookie: 'a=1; locale=fr', 'x-two': ['p', 'q'] });
    const event = toApiGatewayEvent(req, await readBody(req), 'GET /api/me', undefined);
    expect(event.cookies).toEqual(['a=1', 'locale=fr']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-two']).toBe('p,q');
  });

  it('docs/game.md "Limits": drops a caller\'s own CloudFront-Viewer-Address; the source address is the socket\'s', async () => {
    const req = request('POST', '/api/plays', { 'cloudfront-viewer-address': '203.0.113.7:443', 'cloudfront-viewer-country': 'GB' });
    const event = toApiGatewayEvent(req, await readBody(req), 'POST /api/plays', undefined);
    expect(event.headers['cloudfront-viewer-address']).toBeUndefined();
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
  });

  it('passes a JSON body as text and a binary body as base64', async () => {
    const json = request('POST', '/api/plays', { 'content-type': 'application/json' }, '{"gameId":1}');
    const jsonEvent = toApiGatewayEvent(json, await readBody(json), 'POST /api/plays', undefined);
    expect(jsonEvent).toMatchObject({ body: '{"gameId":1}', isBase64Encoded: false });
    const bin = request('POST', '/api/plays', { 'content-type': 'application/octet-stream' }, 'raw');
    const binEvent = toApiGatewayEvent(bin, await readBody(bin), 'POST /api/plays', undefined);
    expect(binEvent).toMatchObject({ body: Buffer.from('raw').toString('base64'), isBase64Encoded: true });
  });
});

describe('function result → HTTP response', () => {
  /** A ServerResponse stand-in that records what is written. */
  function response() {
    const headers = new Map<string, unknown>();
    let ended: unknown;
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      end: (body: unknown) => { ended = body; },
    };
    return { res: res as unknown as ServerResponse, headers, body: () => ended, status: () => res.statusCode };
  }

  it('turns the payload 2.0 cookies array into one Set-Cookie header per cookie (persist_cookie)', () => {
    const out = response();
    writeLambdaResult(out.res, {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: ['gameDatas=abc; Max-Age=31536000; Path=/; SameSite=Lax', 'other=1; Path=/'],
      body: '{"persisted":true}',
    });
    expect(out.status()).toBe(200);
    expect(out.headers.get('set-cookie')).toEqual(['gameDatas=abc; Max-Age=31536000; Path=/; SameSite=Lax', 'other=1; Path=/']);
    expect(out.headers.get('content-type')).toBe('application/json');
    expect(out.body()).toBe('{"persisted":true}');
  });

  it('sets no Set-Cookie header when the function answers no cookies', () => {
    const out = response();
    writeLambdaResult(out.res, { statusCode: 404, body: '{}' });
    expect(out.status()).toBe(404);
    expect(out.headers.has('set-cookie')).toBe(false);
  });

  it('delivers each cookie as its own Set-Cookie header over real HTTP', async () => {
    const server = createServer((_req, res) => writeLambdaResult(res, { statusCode: 200, cookies: ['a=1; Path=/', 'b=2; Path=/'], body: 'ok' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(await res.text()).toBe('ok');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
