import { ERROR_CODES, pathFor, routePaths, type ErrorCode, type ErrorIssue, type RouteName, type RoutePath, type Routes } from '@quiz/shared';
import type * as z from 'zod/mini';

/**
 * Typed calls from the route table: the method and path come from `routePaths[name]`, the types of
 * params, query, body and answer from the schemas of `routes[name]`. Only types are read from the
 * schemas: zod stays out of the browser bundle. The server checks every answer against its schema
 * before sending it (functions/src/lib/http.ts), so the page does not parse it a second time.
 */

/**
 * Codes the client adds to the API's own: the web app translates all of them (errors.<code>).
 * `session_expired`: a signed-in-only call was refused and the session could not be renewed.
 */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'session_expired';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The API's request id, to quote when reporting a problem. */
  readonly requestId: string | undefined;
  /** What the API found wrong, each with a stable code and a path: the page decides from these, never from words. */
  readonly issues: readonly ErrorIssue[];
  /** `stale_version`: the item as the server holds it now (the write was refused). */
  readonly current: unknown;

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    options?: { cause?: unknown; requestId?: string; issues?: readonly ErrorIssue[]; current?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.requestId = options?.requestId;
    this.issues = options?.issues ?? [];
    this.current = options?.current;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type RouteOf<N extends RouteName> = Routes[N];
type ParamsOf<N extends RouteName> = z.input<RouteOf<N>['params']>;
type QueryOf<N extends RouteName> = z.input<RouteOf<N>['query']>;
type BodyOf<N extends RouteName> = NonNullable<RouteOf<N>['body']> extends z.ZodMiniType
  ? z.input<NonNullable<RouteOf<N>['body']>>
  : never;
export type ResponseOf<N extends RouteName> = z.output<RouteOf<N>['response']>;

export interface CallOptions<N extends RouteName> {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  signal?: AbortSignal;
  /**
   * The Cognito access token to send, or null to call anonymously. Left out (the usual case), the
   * signed-in session's token is sent, renewed once if the API refuses it (see `setAuthSession`).
   */
  token?: string | null;
}

/**
 * The signed-in session as the client needs it; the account feature provides it at start. The
 * client never sees more than the access token (sent as `Authorization: Bearer`).
 */
export interface AuthSession {
  /** The access token to send now (renewed first when it has run out), or null when anonymous. Never rejects. */
  accessToken(): Promise<string | null>;
  /**
   * The API refused `refused` (401): renew the session once (calls refused together share one
   * renewal). Resolves with the token to retry with, or null when the session is over (already
   * ended, the page shows the player as anonymous). Rejects only when the renewal could not be tried
   * (network).
   */
  renew(refused: string): Promise<string | null>;
  /** The API refused even a freshly renewed token: end the session. */
  end(): void;
}

let authSession: AuthSession | null = null;

/** Installs (or removes, with null) the session whose token every call sends. */
export function setAuthSession(session: AuthSession | null): void {
  authSession = session;
}

/**
 * Calls that answer 401 without a valid token (route-table access `user` or a back-office role):
 * when the session cannot be renewed they fail with `session_expired`. Every other call takes the
 * token as optional and goes on anonymously. Kept equal to the route table by api-client.test.ts
 * (the table itself is not imported: its schemas would bring zod into the bundle).
 */
export const SIGNED_IN_CALLS: ReadonlySet<RouteName> = new Set<RouteName>([
  'pushSession', 'listScores', 'startPurchase', 'startPurchaseWithRef', 'getPurchase', 'cancelPurchase', 'postChallenge', 'listChallenges', 'messengerBind', 'optin',
  'messengerUnbind', 'listOptins', 'setNickname',
]);

/**
 * The back-office's calls (all signed-in only), known once its pages have loaded and handed their
 * list over (`registerBackOfficePaths`): a player's page never carries them.
 */
let backOfficePaths: Readonly<Record<string, RoutePath>> = {};

export function registerBackOfficePaths(paths: Readonly<Record<string, RoutePath>>): void {
  backOfficePaths = paths;
}

const isSignedInCall = (name: RouteName) => SIGNED_IN_CALLS.has(name) || Object.hasOwn(backOfficePaths, name);

/** The method and path of a call, from the player's list or the back-office's. */
function routePathOf(name: RouteName): RoutePath {
  const route = (routePaths as Readonly<Record<string, RoutePath>>)[name] ?? backOfficePaths[name];
  if (!route) throw new Error(`The route ${name} does not exist`);
  return route;
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
    // A gateway's own 503 (no JSON of ours): the API is briefly out of reach, like our own 503.
    case 503: return 'service_unavailable';
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

/** The issues of an error answer that have the API's shape (anything else in between is left out). */
function issuesOf(value: unknown): ErrorIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is ErrorIssue =>
      typeof issue === 'object' && issue !== null &&
      typeof (issue as ErrorIssue).code === 'string' &&
      Array.isArray((issue as ErrorIssue).path) &&
      (issue as ErrorIssue).path.every((key) => typeof key === 'string' || typeof key === 'number'),
  ).map((issue) => ({ code: issue.code, path: issue.path, message: typeof issue.message === 'string' ? issue.message : '' }));
}

function errorFromAnswer(status: number, json: unknown): ApiError {
  const body = (json as { error?: { code?: unknown; message?: unknown; requestId?: unknown; issues?: unknown; current?: unknown } } | undefined)?.error;
  const code = typeof body?.code === 'string' && knownCodes.has(body.code) ? (body.code as ErrorCode) : codeForStatus(status);
  const message = typeof body?.message === 'string' && body.message ? body.message : `Request failed with status code ${status}`;
  const requestId = typeof body?.requestId === 'string' ? body.requestId : undefined;
  return new ApiError(status, code, message, { requestId, issues: issuesOf(body?.issues), current: body?.current });
}

interface Answer {
  response: Response;
  text: string;
}

async function send<N extends RouteName>(name: N, options: CallOptions<N>, token: string | null): Promise<Answer> {
  const route = routePathOf(name);
  const url = pathFor(name, stringRecord(options.params), { [name]: route }) + searchOf(options.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const response = await fetch(url, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    return { response, text: await response.text() };
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'Network Error', { cause: error });
  }
}

/**
 * Sends the call with the session's token. A 401 gets one renewal and one retry; when that fails
 * too, an optional call goes on anonymously (a game in progress carries on) and a signed-in-only
 * call fails with `session_expired`.
 */
async function sendWithSession<N extends RouteName>(name: N, options: CallOptions<N>): Promise<Answer> {
  if (options.token !== undefined || !authSession) return send(name, options, options.token ?? null);
  const session = authSession;
  const token = await session.accessToken();
  const first = await send(name, options, token);
  if (first.response.status !== 401 || !token) return first;

  let renewed: string | null;
  try {
    renewed = await session.renew(token);
  } catch (error) {
    throw new ApiError(0, 'network_error', 'Network Error', { cause: error });
  }
  if (renewed) {
    const retried = await send(name, options, renewed);
    if (retried.response.status !== 401) return retried;
    session.end();
  }
  if (isSignedInCall(name)) {
    throw new ApiError(401, 'session_expired', 'Your session has expired: sign in again');
  }
  return send(name, options, null);
}

/**
 * Calls the API route `name`. Resolves with the JSON answer, typed by the route's response schema.
 * Rejects with an ApiError (non-2xx answer, network failure, a success answer that is not JSON),
 * except for an aborted request: its AbortError is rethrown as-is so callers can ignore it (SPEC §8).
 */
export async function apiCall<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<ResponseOf<N>> {
  const { response, text } = await sendWithSession(name, options);

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
