import type { GamePayload, PlayState, ReferenceState } from '@quiz/shared';

/** A play in progress as the page holds it: the game and the play's last answered state. */
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
