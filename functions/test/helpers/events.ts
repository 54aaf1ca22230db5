import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeList, type RouteDef } from '@quiz/shared';
import { runningFunction } from './table-calls';

export interface EventOptions {
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (e.g. malformed JSON). */
  body?: unknown;
  token?: string;
  /** Cookies the browser sends (`name=value`), as API Gateway v2 lists them. */
  cookies?: string[];
  /** The caller's address (rate limits per caller); a random one by default, so tests never share a limit. */
  sourceIp?: string;
}

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

/** An API Gateway HTTP API (payload 2.0) event for a route, as Lambda receives it. */
export function apiEvent(route: RouteDef, options: EventOptions = {}): APIGatewayProxyEventV2 {
  const path = route.path.replace(/\{(\w+)\}/g, (_, p: string) => options.pathParameters?.[p] ?? `:${p}`);
  const headers: Record<string, string> = { host: 'test.local', ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const query = options.query ?? {};
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers,
    cookies: options.cookies,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: options.pathParameters,
    requestContext: {
      accountId: 'test', apiId: 'test', domainName: 'test.local', domainPrefix: 'test',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: options.sourceIp ?? randomIp(), userAgent: 'vitest' },
      requestId: randomUUID(), routeKey: `${route.method} ${route.path}`, stage: '$default',
      time: new Date().toUTCString(), timeEpoch: Date.now(),
    },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    isBase64Encoded: false,
  };
}

const context = { functionName: 'test', awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** The route an event is for (its route key), whose table grant the handler's calls are checked against. */
const routeNameOf = (event: APIGatewayProxyEventV2) => routeList.find((r) => `${r.method} ${r.path}` === event.routeKey)?.name ?? `unknown route ${event.routeKey}`;

/**
 * Invokes a handler and returns its status, headers, cookies set and parsed JSON body. What the
 * handler sends to the table is recorded under its route (helpers/table-calls.ts).
 */
export async function invoke(handler: Handler, event: APIGatewayProxyEventV2) {
  const result = await runningFunction.run(routeNameOf(event), () => handler(event, context));
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    cookies: result.cookies ?? [],
    json: JSON.parse(result.body ?? 'null') as any,
  };
}

/** The `name=value` of the cookies an answer set, as the browser sends them back. */
export const cookiesToSend = (setCookies: readonly string[]) => setCookies.map((c) => c.split(';')[0]!);
