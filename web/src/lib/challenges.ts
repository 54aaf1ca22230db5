import { CHALLENGE_HASH_PATTERN, type AnswerChallengeBody, type ChallengePromise, type ChallengeView, type CreateChallengeBody } from '@quiz/shared';
import { apiCall } from './api-client';

/**
 * Challenges between friends (docs/adr/0032-challenges.md): the calls, and the links a
 * challenge travels by. Shared by the quiz page (make one, take one) and the menu (the challenger's
 * list); loaded only with the screens that use it.
 */

/** The query parameter of a quiz page's link that carries a challenge: `/quiz/{locale}/{slug}?challenge={hash}`. */
export const CHALLENGE_PARAM = 'challenge';

/** The challenge a page's address carries, when it has a well-formed one. */
export function challengeHashIn(search: URLSearchParams): string | null {
  const hash = search.get(CHALLENGE_PARAM);
  return hash && CHALLENGE_HASH_PATTERN.test(hash) ? hash : null;
}

export function createChallenge(gameId: number, promise: ChallengePromise, body: CreateChallengeBody): Promise<ChallengeView> {
  return apiCall('postChallenge', { params: { game: gameId, friend: promise }, body });
}

export function readChallenge(hash: string, signal?: AbortSignal): Promise<ChallengeView> {
  return apiCall('getChallenge', { params: { hash }, signal });
}

export function answerChallenge(hash: string, body: AnswerChallengeBody): Promise<ChallengeView> {
  return apiCall('answerChallenge', { params: { hash }, body });
}

export async function listChallenges(signal?: AbortSignal): Promise<ChallengeView[]> {
  return (await apiCall('listChallenges', { signal })).challenges;
}

/** The friend's link: the quiz page in the challenge's language, carrying the hash. */
export function challengeUrl(view: Pick<ChallengeView, 'locale' | 'slug' | 'hash'>, origin = window.location.origin): string {
  return `${origin}/quiz/${view.locale}/${encodeURIComponent(view.slug)}?${CHALLENGE_PARAM}=${view.hash}`;
}

/** SPEC §3 promise type `email`: the player's mail app, with a prepared subject and text. */
export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** SPEC §3 promise type `facebook`: Facebook's share dialog for the link. */
export function facebookShareLink(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** A time as it is shown: whole seconds (formatDuration). */
const shownSeconds = (ms: number) => Math.round(ms / 1000);
/** A score as it is shown: tenths (formatScore's one decimal, rounded the same way: toFixed and Intl both round the exact value half up). */
const shownTenths = (score: number) => Math.round(Number(score.toFixed(1)) * 10);

/** A time played, m:ss. */
export function formatDuration(ms: number): string {
  const seconds = shownSeconds(ms);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type ShownResult = Pick<NonNullable<ChallengeView['challengerResult']>, 'score' | 'durationMs'>;

/**
 * Two results compared on what the players see (docs/adr/0032-challenges.md): the better score
 * to the tenth, then the shorter time to the second. Positive: `a` is ahead; negative: `b`; 0: a tie,
 * even when the milliseconds behind two equal times differ.
 */
export function compareShownResults(a: ShownResult, b: ShownResult): number {
  return shownTenths(a.score) - shownTenths(b.score) || shownSeconds(b.durationMs) - shownSeconds(a.durationMs);
}

/** Who won, on what is shown (compareShownResults); null until both have played. */
export function challengeWinner(view: Pick<ChallengeView, 'challengerResult' | 'friendResult'>): 'challenger' | 'friend' | 'tie' | null {
  const a = view.challengerResult;
  const b = view.friendResult;
  if (!a || !b) return null;
  const order = compareShownResults(a, b);
  return order > 0 ? 'challenger' : order < 0 ? 'friend' : 'tie';
}
