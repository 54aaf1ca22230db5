import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Access, ErrorBody, ErrorIssue, RouteDef } from '@quiz/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { authenticate, type Caller, type CallerOf } from './auth';
import { env } from './env';
import { HttpError, InvalidJsonError, NotImplementedError, NotThroughOriginError, ServiceUnavailableError, StaleVersionError, ValidationError } from './errors';
import { logger } from './logger';
import { isFromOrigin, originCheck } from './origin';
import { isServiceUnavailable } from './unavailable';
import { isWarmUpPing, WARM_UP_ANSWER } from './warm-up';

/** What a handler's domain function receives: the parsed request and, unless the call is `public`, who is calling. */
export type Request<R extends RouteDef> = {
  params: z.infer<R['params']>;
  query: z.infer<R['query']>;
  /** The parsed body (unknown for calls that take none). */
  body: z.infer<NonNullable<R['body']>>;
  event: APIGatewayProxyEventV2;
  /** `Set-Cookie` values to answer with (API Gateway v2's `cookies`): the one thing a call may add to its answer. */
  cookies: string[];
} & CallerPart<R['access']>;

/**
 * The caller, typed from the route's access (lib/auth.ts `CallerOf`): a `user` or role call's handler
 * gets a signed-in caller (authentication refused anyone else before it runs), an `optional` one
 * anonymous-or-signed-in, a `public` one none at all (no token is read).
 */
type CallerPart<A extends Access> = [A] extends ['public'] ? unknown : { caller: CallerOf<A> };

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

function issuesOf(where: string, error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({
    code: issue.code,
    path: [where, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))],
    message: issue.message,
  }));
}

/** Parses every part of the request with the route's schemas, listing all problems at once. */
function parseRequest<R extends RouteDef>(route: R, event: APIGatewayProxyEventV2) {
  const parts = [
    ['params', route.params, event.pathParameters ?? {}],
    ['query', route.query, event.queryStringParameters ?? {}],
    ['body', route.body, event.body],
  ] as const;
  const issues: ErrorIssue[] = [];
  const values: Record<string, unknown> = {};
  for (const [where, schema, input] of parts) {
    if (!schema) continue;
    const result = schema.safeParse(input);
    if (result.success) values[where] = result.data;
    else issues.push(...issuesOf(where, result.error));
  }
  if (issues.length) throw new ValidationError(issues);
  return values as { params: z.infer<R['params']>; query: z.infer<R['query']>; body: z.infer<NonNullable<R['body']>> };
}

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/**
 * Maps anything thrown to a JSON error: named errors keep their status and code, a database that is
 * unreachable, throttled or slow is a 503 with Retry-After, the rest is a 500.
 */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  let mapped: HttpError | undefined;
  if (error instanceof HttpError) mapped = error;
  // @middy/http-json-body-parser signals malformed JSON with an http error of status 422.
  else if (isMiddyHttpError(error) && error.statusCode === 422) mapped = new InvalidJsonError();
  else if (isServiceUnavailable(error)) {
    logger.warn('dependency unavailable', { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    mapped = new ServiceUnavailableError();
  }
  if (mapped) {
    const body: ErrorBody = { error: { code: mapped.code, message: mapped.message, requestId } };
    if (mapped.issues) body.error.issues = mapped.issues;
    if (mapped instanceof StaleVersionError) body.error.current = mapped.current;
    return json(mapped.status, body, mapped.headers);
  }
  logger.error('unhandled error', error as Error);
  const body: ErrorBody = {
    error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.', requestId },
  };
  return json(500, body);
}

function isMiddyHttpError(error: unknown): error is { statusCode: number } {
  return typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

export interface HandlerOptions {
  /**
   * The success answer's Cache-Control (default `no-store`; errors are always `no-store`). Only for a
   * `public` call whose answer is the same for every caller: CloudFront may share it.
   */
  cacheControl?: string;
  /** The success status (default 200): 202 for a call that starts work it does not wait for. */
  status?: 200 | 201 | 202;
}

/**
 * Builds a route's Lambda handler: logger with the request id, the origin check (only CloudFront may
 * call, lib/origin.ts), JSON body parsing, the caller from
 * the access token (first: a caller who may not make the call learns nothing of its schemas), then
 * validation of params, query and body with the route's schemas (400 listing the issues), the
 * domain function, the answer checked against the route's response schema, and one error mapping.
 * Handlers never build responses themselves.
 */
export function httpHandler<R extends RouteDef>(
  route: R,
  fn: (request: Request<R>) => Promise<z.infer<R['response']>>,
  options: HandlerOptions & {
    /**
     * For the one kind of call whose answer is not JSON (a site path the API answers: the QR quiz
     * links' redirect): builds the answer from the checked result. Errors stay JSON.
     */
    answer?: (result: z.infer<R['response']>) => APIGatewayProxyStructuredResultV2;
  } = {},
): LambdaHandler {
  if (options.cacheControl && route.access !== 'public') throw new Error(`${route.name}: only a public answer may be cached`);
  env(); // fail at cold start, not at the first request, when the environment is incomplete
  originCheck();
  const callers = new WeakMap<APIGatewayProxyEventV2, Caller>();
  const base = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const caller = callers.get(event) ?? (await authenticate(event, route.access));
    const parsed = parseRequest(route, event);
    const cookies: string[] = [];
    // A `public` call's handler is given no caller (its type has none): nothing of a token is read.
    const request = route.access === 'public' ? { ...parsed, event, cookies } : { ...parsed, caller, event, cookies };
    const result = await fn(request as Request<R>);
    const response = options.answer ? options.answer(route.response.parse(result) as z.infer<R['response']>) : json(options.status ?? 200, route.response.parse(result), options.cacheControl ? { 'cache-control': options.cacheControl } : {});
    return cookies.length ? { ...response, cookies } : response;
  };
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(base)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    // The API Gateway request id, as Powertools' API_GATEWAY_HTTP correlation path would read it.
    .use({ before: (request) => logger.setCorrelationId(request.event.requestContext?.requestId) })
    // First of all: a request that did not come through CloudFront (the execute-api address called
    // directly) is refused before anything of it is read (docs/adr/0039-api-only-through-cloudfront.md).
    .use({
      before: (request) => {
        if (!isFromOrigin(request.event)) throw new NotThroughOriginError();
      },
    })
    // Authentication comes before the body is even read as JSON: a caller who may not make the call
    // gets a 401 or 403, never a 400 that would describe the call's input.
    .use({
      before: async (request) => {
        callers.set(request.event, await authenticate(request.event, route.access));
      },
    });
  if (route.body) {
    // A body that does not say it is JSON is left as text, and then fails the body schema with a 400.
    chain.use(httpJsonBodyParser({ disableContentTypeError: true }));
  }
  chain.onError((request) => {
    request.response = errorResponse(request.error, request.event.requestContext?.requestId ?? 'unknown');
  });
  const handler = chain as unknown as LambdaHandler;
  // The warm-up's ping: the module is loaded (the cold start is paid), nothing else runs.
  return (event, context) => (isWarmUpPing(event) ? Promise.resolve(WARM_UP_ANSWER) : handler(event, context));
}

/** A call that a later issue builds: validates its input like any other, then answers 501. */
export function notImplemented<R extends RouteDef>(route: R): LambdaHandler {
  return httpHandler(route, () => Promise.reject(new NotImplementedError(route.name)));
}
