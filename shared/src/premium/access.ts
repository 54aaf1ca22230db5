/**
 * Who may play which quiz (docs/premium.md "Access"): the game's premium level against the viewer's
 * premium time and joker. Pure, so that the server decides with it at the time of each call and the
 * page shows the same answer before Play.
 */

/** SPEC §3: premium level 0 free, 1 joker, 10 premium. */
export const PREMIUM_LEVEL = { free: 0, joker: 1, premium: 10 } as const;
/** SPEC §9: the unlock offer covers quizzes #1 to #110. */
export const UNLOCK_OFFER = { firstNumber: 1, lastNumber: 110 } as const;
/** A joker opens one joker quiz for this long; then the next joker is free (the "next free quiz" timer). */
export const JOKER_WINDOW_SECONDS = 24 * 3600;

/** The joker quiz a player opened, and when. */
export interface JokerUse {
  gameId: number;
  /** Epoch milliseconds. */
  openedAt: number;
}

export type QuizAccess =
  /** Free, or opened by premium time. */
  | { kind: 'open' }
  /** A joker quiz the player may play on a joker: already theirs until `until`, or theirs on Play (`until` null). */
  | { kind: 'joker'; until: number | null }
  /** Premium only; `nextJokerAt` when the quiz is a joker quiz and the viewer's joker is taken until then. */
  | { kind: 'locked'; nextJokerAt: number | null };

export interface Viewer {
  isPremium: boolean;
  joker: JokerUse | null;
}

/** The end of a joker's window, if it is still running at `now`. */
export function jokerWindowEnd(joker: JokerUse | null, now: number): number | null {
  if (!joker) return null;
  const end = joker.openedAt + JOKER_WINDOW_SECONDS * 1000;
  return now < end ? end : null;
}

export function quizAccess(game: { gameId: number; premiumLevel: number }, viewer: Viewer, now: number): QuizAccess {
  if (game.premiumLevel === PREMIUM_LEVEL.free || viewer.isPremium) return { kind: 'open' };
  if (game.premiumLevel !== PREMIUM_LEVEL.joker) return { kind: 'locked', nextJokerAt: null };
  const windowEnd = jokerWindowEnd(viewer.joker, now);
  if (windowEnd === null) return { kind: 'joker', until: null };
  if (viewer.joker?.gameId === game.gameId) return { kind: 'joker', until: windowEnd };
  return { kind: 'locked', nextJokerAt: windowEnd };
}

/** Whether a play of the game may start now. */
export const mayPlay = (access: QuizAccess) => access.kind !== 'locked';
