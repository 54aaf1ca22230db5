import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readBody, toApiGatewayEvent } from '../src/local/lambda-adapter';

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

  it('passes a JSON body as text and a binary body as base64', async () => {
    const json = request('POST', '/api/plays', { 'content-type': 'application/json' }, '{"gameId":1}');
    const jsonEvent = toApiGatewayEvent(json, await readBody(json), 'POST /api/plays', undefined);
    expect(jsonEvent).toMatchObject({ body: '{"gameId":1}', isBase64Encoded: false });
    const bin = request('POST', '/api/plays', { 'content-type': 'application/octet-stream' }, 'raw');
    const binEvent = toApiGatewayEvent(bin, await readBody(bin), 'POST /api/plays', undefined);
    expect(binEvent).toMatchObject({ body: Buffer.from('raw').toString('base64'), isBase64Encoded: true });
  });
});
