import { SCORE_SCALE } from '../constants';
import type { ReferenceStatus } from '../schemas/plays';

/** One reference's progress in a play, as the server records it. */
export interface RefProgress {
  status: ReferenceStatus;
  hintsUsed: number;
  errorsFree: number;
  errorsQuiz: number;
}

/** Points a reference earns: a find is worth 1, or 1/2 when a hint was needed; reveals and locks 0. */
export function referencePoints(ref: RefProgress): number {
  if (ref.status !== 'found') return 0;
  return ref.hintsUsed > 0 ? 0.5 : 1;
}

/** A play's score scaled to /10 and rounded to 0.1 (SPEC §9). */
export function playScore(refs: RefProgress[]): number {
  if (refs.length === 0) return 0;
  const points = refs.reduce((sum, r) => sum + referencePoints(r), 0);
  return Math.round((points / refs.length) * SCORE_SCALE * 10) / 10;
}

/** The summary, server form (SPEC §3), of a play's references. */
export function playSummary(refs: RefProgress[]) {
  const count = (pred: (r: RefProgress) => boolean) => refs.filter(pred).length;
  return {
    refsTotal: refs.length,
    refsConsumed: count((r) => r.status !== 'open'),
    refsFound: count((r) => r.status === 'found'),
    refsRevealed: count((r) => r.status === 'revealed'),
    refsLockedQuiz: count((r) => r.status === 'locked'),
    refsHinted: count((r) => r.hintsUsed > 0),
    errorCountQuiz: refs.reduce((n, r) => n + r.errorsQuiz, 0),
    errorCountFree: refs.reduce((n, r) => n + r.errorsFree, 0),
  };
}
