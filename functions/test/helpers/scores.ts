import { playScore, playSummary, type ScoreServer } from '@quiz/shared';
import type { PlayItem } from '../../src/data/plays';

/**
 * The score the page would post for a play: its questions and summary as the play record says
 * (found, revealed, locked, hinted), taking `duration` seconds.
 */
export function scoreOfPlay(play: PlayItem, { duration = 55 }: { duration?: number } = {}): ScoreServer {
  const refs = Object.values(play.refs);
  return {
    gameId: play.gameId,
    playId: play.playId,
    complete: refs.every((r) => r.status !== 'open'),
    score: playScore(refs),
    duration,
    timestamp: play.startedAt,
    data: {
      summary: playSummary(refs),
      questions: Object.entries(play.refs).map(([refId, r], i) => ({
        questionIndex: i + 1, gameReferenceId: refId, gameResponseId: r.status === 'open' ? null : 'work',
        refConsumed: r.status !== 'open', refFound: r.status === 'found', refRevealed: r.status === 'revealed',
        refLockedQuiz: r.status === 'locked', refHinted: r.hintsUsed > 0, refHintKind: r.hintsUsed > 0 ? 'main' : null,
        errorCountQuiz: 0, errorCountFree: 0,
      })),
      logActions: [],
    },
  };
}
