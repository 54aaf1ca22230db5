/**
 * Stable error codes the API answers with. The web app translates them (errors.<code> in its
 * catalogues), so a code never changes meaning once shipped.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'route_not_found',
  'conflict',
  'too_many_requests',
  'not_implemented',
  'time_up',
  'play_ended',
  'play_not_ended',
  'reference_done',
  'no_more_hints',
  'wrong_mode',
  /** A pushed-session link that is unknown, expired or already used: the three look the same. */
  'push_not_found',
  /** The database is unreachable, throttled or slow: try again after the answer's Retry-After. */
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem found in a request: where it is and what is wrong. */
export interface ErrorIssue {
  /** e.g. "body.gameId", "query.l", "params.id" */
  path: string;
  message: string;
}

/** The JSON body of every error the API answers with. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    issues?: ErrorIssue[];
    requestId?: string;
  };
}
