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
  /** The solution waits for the run to end ("End and see the answers", or nothing left to find). */
  'run_not_ended',
  /** The run is over: it cannot be continued. */
  'run_ended',
  /** A later part of the run exists (started here or on another device): continue from that one. */
  'run_continued',
  /** The part's clock still runs: it is continued, not restarted. */
  'play_running',
  /** The quiz is premium (or a joker quiz while the caller's joker is taken): nothing was started. */
  'premium_required',
  /** A premium player cannot buy again until their premium ends (SPEC §5). */
  'already_premium',
  /** The payment provider could not be reached: nothing was charged, try again. */
  'payment_unavailable',
  'reference_done',
  'no_more_hints',
  'wrong_mode',
  /** QUIZ mode: a move on a question that is not the one asked (or, for a hint or a reveal, not asked yet). */
  'not_asked',
  /** A pushed-session link that is unknown, expired or already used: the three look the same. */
  'push_not_found',
  /** The database is unreachable, throttled or slow: try again after the answer's Retry-After. */
  'service_unavailable',
  /**
   * A back-office write named a version that is no longer the item's: someone saved it in between.
   * Nothing was written; the answer's `current` is the item as it is now (ROADMAP 8: 409 on a stale write).
   */
  'stale_version',
  /** A game's slug is already another game's, in that language (the issue names the field). */
  'slug_taken',
  /** A game cannot go live yet: the issues list what is missing (picture, references, texts per language). */
  'game_incomplete',
  /** An uploaded picture is not PNG, JPEG, WebP or a safe SVG, judged from its bytes. */
  'picture_type',
  /** An uploaded picture is larger than the limit (PICTURE_MAX_BYTES), or too many pixels. */
  'picture_too_large',
  /** An SVG with scripts, event handlers or external references: refused. */
  'picture_unsafe',
  /** No uploaded file under that key (expired, never sent, or already used). */
  'picture_missing',
  /** A question review names a game that is not in test status. */
  'game_not_in_test',
  /** An admin tried to take their own admin role (another admin must do it). */
  'own_admin_role',
  /** A share names a play whose score is not recorded yet (still running, or never posted). */
  'score_not_recorded',
  /** A share claims a score the play does not have. */
  'score_not_yours',
  /** A challenge needs the play's score recorded first: post the score, then try again. */
  'play_not_scored',
  /** A play that cannot answer this challenge: another quiz, a test play, or started before the challenge. */
  'challenge_play_refused',
  /** The challenger's own play cannot answer their challenge. */
  'challenge_own',
  /** Another friend already took this challenge (one friend a challenge). */
  'challenge_taken',
  /** POST /api/optin/{optin} named an opt-in that does not exist (the message names it). */
  'unknown_optin',
  /** An opt-in's text is not one we published for that language and version: nothing was recorded. */
  'optin_text_unknown',
  /** A posted score names a play the server does not know (never started here, or gone after 30 days): nothing is stored. */
  'unknown_play',
  /** A nickname the rules refuse (shared nickname.ts: length, characters, an email, an address, a sign-in username); the message names the rule. */
  'nickname_invalid',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes only back-office calls answer. The web translates them in the back-office's
 * own texts, which load with its pages, so that a player's page does not carry them.
 */
export const BACK_OFFICE_ERROR_CODES = [
  'stale_version',
  'slug_taken',
  'game_incomplete',
  'picture_type',
  'picture_too_large',
  'picture_unsafe',
  'picture_missing',
  'game_not_in_test',
  'own_admin_role',
] as const satisfies readonly ErrorCode[];

/**
 * The rules a posted score can break (SCORE §5 plausibility, ownership, the play's clock): stable
 * codes, so that the page decides what to do with a refused score from the code, never from the
 * words of its message (docs/scores.md "Plausibility of a posted score").
 */
export const SCORE_ISSUE_CODES = [
  'game_mismatch',
  'refs_total_mismatch',
  'duration_exceeds_play',
  'question_index_out_of_range',
  'question_index_repeated',
  'reference_not_in_play',
  'reference_repeated',
  'found_not_in_play',
  'found_exceeds_play',
  'score_exceeds_play',
  'summary_mismatch',
  'score_too_large',
  'play_id_required',
  'play_not_owned',
  /** The summary's partIndex or runPart is not the play's place in its run. */
  'part_mismatch',
  /** The play still runs: the same score will be accepted once it has ended. */
  'play_running',
  /** No play of that id is known (never started, or gone after its 30 days): the score backs nothing. */
  'unknown_play',
] as const;
export type ScoreIssueCode = (typeof SCORE_ISSUE_CODES)[number];

/** Refusals that are "not yet", not "never": the page keeps the score and posts it again later. */
export const SCORE_ISSUES_TO_RETRY: readonly ScoreIssueCode[] = ['play_running'];

/**
 * One problem found in a request: a stable code (a rule's, or the schema check's: zod's issue code),
 * where it is, and words for people. Programs read the code and the path, never the message.
 */
export interface ErrorIssue {
  /** e.g. "found_exceeds_play", or zod's "invalid_type", "too_small" … */
  code: string;
  /** From the request's part: ["body", 3, "data", "summary", "refsFound"], ["query", "l"], ["params", "id"]. */
  path: (string | number)[];
  message: string;
}

/** The JSON body of every error the API answers with. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    issues?: ErrorIssue[];
    requestId?: string;
    /** `stale_version`: the item as it is now, for the screen to show what changed and offer to reload. */
    current?: unknown;
  };
}
