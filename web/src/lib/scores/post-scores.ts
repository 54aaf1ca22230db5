import type { Locale, ScoreServer } from '@quiz/shared';
import { apiCall, type ResponseOf } from '../api-client';

export type PostScoresResponse = ResponseOf<'postScores'>;

/**
 * POST /api/post_scores (SPEC §7): the scores in server form; `init` makes it answer like the init
 * (games with the caller's scores, me, site stats); `deanonymize` gives scores made anonymously to
 * the signed-in caller.
 */
export function postScores(input: {
  locale: Locale;
  scores: ScoreServer[];
  init?: boolean;
  deanonymize?: boolean;
  signal?: AbortSignal;
}): Promise<PostScoresResponse> {
  return apiCall('postScores', {
    query: { l: input.locale, ...(input.init ? { init: true } : {}), ...(input.deanonymize ? { deanonymize: true } : {}) },
    body: input.scores,
    signal: input.signal,
  });
}

/** POST /api/persist_cookie: the server keeps the game-data cookie (the compact unsynced scores). */
export function persistCookie(cookie: string): Promise<ResponseOf<'persistCookie'>> {
  return apiCall('persistCookie', { body: { cookie } });
}
