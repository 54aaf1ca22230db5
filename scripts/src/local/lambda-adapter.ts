import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/** Content types API Gateway passes as text; every other body arrives base64-encoded. */
const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]*\+json|x-www-form-urlencoded|xml|javascript))/i;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Headers only the platform writes in AWS (CloudFront, from the viewer's connection): a caller's own
 * is dropped here, as nothing stands between the caller and the local server to overwrite it. The
 * client's address is the socket's `sourceIp` (docs/game.md "Limits").
 */
const PLATFORM_ONLY_HEADERS = new Set(['cloudfront-viewer-address']);

/**
 * Converts a Node HTTP request into the API Gateway HTTP API (payload 2.0) event that the function
 * receives in AWS: lower-cased headers with repeated values comma-joined, cookies apart, the raw
 * query and its parsed map, path parameters, and the body as text or base64. The source address is
 * the socket's.
 */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie' || PLATFORM_ONLY_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const contentType = headers['content-type'] ?? '';
  const isText = TEXT_TYPES.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies?.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: pathParameters && Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

export function lambdaContext(functionName: string, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Writes a function's structured result back as an HTTP response, cookies as Set-Cookie headers. */
export function writeLambdaResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  res.statusCode = result.statusCode ?? 200;
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
