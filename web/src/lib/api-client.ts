import { ERROR_CODES, pathFor, routePaths, type ErrorCode, type RouteName, type Routes } from '@quiz/shared';
import type { z } from 'zod';

/**
 * Typed calls from the route table: the method and path come from `routePaths[name]`, the types of
 * params, query, body and answer from the schemas of `routes[name]`. Only types are read from the
 * schemas: zod stays out of the browser bundle. The server checks every answer against its schema
 * before sending it (functions/src/lib/http.ts), so the page does not parse it a second time.
 */

/** Codes the client adds to the API's own: the web app translates all of them (errors.<code>). */
export type ClientErrorCode = 'network_error' | 'invalid_response';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The API's request id, to quote when reporting a problem. */
  readonly requestId: string | undefined;

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    options?: { cause?: unknown; requestId?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.requestId = options?.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type RouteOf<N extends RouteName> = Routes[N];
type ParamsOf<N extends RouteName> = z.input<RouteOf<N>['params']>;
type QueryOf<N extends RouteName> = z.input<RouteOf<N>['query']>;
type BodyOf<N extends RouteName> = NonNullable<RouteOf<N>['body']> extends z.ZodType
  ? z.input<NonNullable<RouteOf<N>['body']>>
  : never;
export type ResponseOf<N extends RouteName> = z.output<RouteOf<N>['response']>;

export interface CallOptions<N extends RouteName> {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  signal?: AbortSignal;
  /** Cognito ID token of a signed-in player; anonymous calls send none. */
  token?: string | null;
}

const knownCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** When an error answer carries no usable code (a proxy's HTML page, say), the status decides. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404: return 'not_found';
    case 409: return 'conflict';
    case 429: return 'too_many_requests';
    case 501: return 'not_implemented';
    default: return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Params and query are plain objects by the route table's schemas; anything else reads as empty. */
function entriesOf(values: unknown): [string, unknown][] {
  return typeof values === 'object' && values !== null ? Object.entries(values) : [];
}

function stringRecord(values: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of entriesOf(values)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

function searchOf(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of entriesOf(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      // Flags read as true for "1" (SPEC §5).
      search.append(key, typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function errorFromAnswer(status: number, json: unknown): ApiError {
  const body = (json as { error?: { code?: unknown; message?: unknown; requestId?: unknown } } | undefined)?.error;
  const code = typeof body?.code === 'string' && knownCodes.has(body.code) ? (body.code as ErrorCode) : codeForStatus(status);
  const message = typeof body?.message === 'string' && body.message ? body.message : `Request failed with status code ${status}`;
  const requestId = typeof body?.requestId === 'string' ? body.requestId : undefined;
  return new ApiError(status, code, message, { requestId });
}

/**
 * Calls the API route `name`. Resolves with the JSON answer, typed by the route's response schema.
 * Rejects with an ApiError (non-2xx answer, network failure, a success answer that is not JSON),
 * except for an aborted request: its AbortError is rethrown as-is so callers can ignore it (SPEC §8).
 */
export async function apiCall<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<ResponseOf<N>> {
  const route = routePaths[name];
  const url = pathFor(name, stringRecord(options.params)) + searchOf(options.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'Network Error', { cause: error });
  }

  let json: unknown;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch (error) {
      if (response.ok) throw new ApiError(response.status, 'invalid_response', `Invalid JSON from ${name}`, { cause: error });
    }
  }
  if (!response.ok) throw errorFromAnswer(response.status, json);
  // Every answer of ours is a JSON object or array: anything else came from something in between.
  if (text && (typeof json !== 'object' || json === null)) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected answer from ${name}`);
  }
  return json as ResponseOf<N>;
}
