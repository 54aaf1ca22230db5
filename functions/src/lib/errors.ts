import type { ErrorCode, ErrorIssue } from '@quiz/shared';

/**
 * Named errors the domain throws; the http wrapper maps each to its status and stable code.
 * Anything else that escapes a handler is a 500 with nothing internal in the body.
 */
export class HttpError extends Error {
  /** Headers the answer carries besides the JSON ones (Retry-After on 429 and 503). */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(issues: ErrorIssue[]) {
    super(400, 'validation_failed', `Invalid request: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, issues);
  }
}

/**
 * Scores naming plays the server does not know (docs/scores.md "Recording"): its own code, so the
 * page can tell; each issue names the score (`["body", i, "playId"]`). Nothing is stored.
 */
export class UnknownPlayError extends HttpError {
  constructor(issues: ErrorIssue[]) {
    super(400, 'unknown_play', `Unknown play: ${issues.map((i) => i.path.join('.')).join(', ')}`, issues);
  }
}

export class InvalidJsonError extends HttpError {
  constructor() {
    super(400, 'invalid_json', 'The request body is not valid JSON');
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign-in required: send a valid access token') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'forbidden', message);
  }
}

/** A request that did not come through CloudFront (lib/origin.ts): the API's usual 403, nothing more said. */
export class NotThroughOriginError extends ForbiddenError {
  constructor() {
    super('Call the API through the site');
  }
}

/** The quiz needs premium time (or the caller's joker, taken until `nextJokerAt`). */
export class PremiumRequiredError extends HttpError {
  constructor(message: string) {
    super(403, 'premium_required', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(what: string) {
    super(404, 'not_found', `${what} not found`);
  }
}

/** The request is well-formed but the state forbids it (time's up, reference already done …). */
export class ConflictError extends HttpError {
  constructor(code: ErrorCode, message: string) {
    super(409, code, message);
  }
}

/**
 * A versioned write (back-office items carry `version`) named a version that is not the stored one:
 * nothing was written, and the answer carries the item as it is now.
 */
export class StaleVersionError extends HttpError {
  constructor(
    what: string,
    readonly current: unknown,
  ) {
    super(409, 'stale_version', `${what} was changed by someone else since you opened it: reload it to see the changes`);
  }
}

/** The request is well-formed JSON but breaks a rule of the call (e.g. typing in QUIZ mode). */
export class RuleError extends HttpError {
  constructor(code: ErrorCode, message: string) {
    super(400, code, message);
  }
}

/**
 * A limit reached (docs/game.md "Limits"). Every 429 says when to come back: `retryAfterSeconds` is
 * required, and sent as Retry-After in whole seconds, at least 1 (RFC 9110 §10.2.3).
 */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'too_many_requests', message);
    this.headers['retry-after'] = String(Math.max(1, Math.ceil(Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 1)));
  }
}

/** The database is unreachable, throttled or timing out: the caller should try again shortly. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    retryAfterSeconds = 2,
    code: 'service_unavailable' | 'payment_unavailable' = 'service_unavailable',
    message = 'The game is briefly unavailable: please try again in a moment',
  ) {
    super(503, code, message);
    this.headers['retry-after'] = String(retryAfterSeconds);
  }
}

export class NotImplementedError extends HttpError {
  constructor(call: string) {
    super(501, 'not_implemented', `The call ${call} is not available yet`);
  }
}
