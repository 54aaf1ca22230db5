import type { GamePayload, PlayState, ReferenceState } from '@quiz/shared';

/** A play in progress as the page holds it: the game as the play sees it (with QUIZ choices). */
export interface Session {
  game: GamePayload;
  play: PlayState;
  /** Server clock minus page clock, taken when the play started. */
  offsetMs: number;
}

/** Why a play stopped: every reference done, the player stopped, or the clock ran out. */
export type EndReason = 'complete' | 'finished' | 'timeup';

export function referencesById(play: PlayState): Map<string, ReferenceState> {
  return new Map(play.references.map((r) => [r.refId, r]));
}

/**
 * The next reference still open after `fromId` in the game's order, coming back round to the
 * start (QUIZ mode's "Next"); `fromId` itself only if it is the last one open; null when none is.
 */
export function nextOpen(order: readonly string[], states: Map<string, ReferenceState>, fromId: string | null): string | null {
  const start = fromId === null ? -1 : order.indexOf(fromId);
  for (let step = 1; step <= order.length; step++) {
    const id = order[(start + step + order.length) % order.length]!;
    if (states.get(id)?.status === 'open') return id;
  }
  return null;
}
