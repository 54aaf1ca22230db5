import { bestScore, scoreToLocal, type Score } from '@quiz/shared';
import { GAME_DATAS_KEY } from '../lib/scores/local-store';

const QUESTION = {
  questionIndex: 1,
  gameReferenceId: 'r01',
  gameResponseId: null,
  refConsumed: true,
  refFound: true,
  refRevealed: false,
  refLockedQuiz: false,
  refHinted: false,
  refHintKind: null,
  errorCountQuiz: 0,
  errorCountFree: 0,
} as const;

/** A score in memory form: a play of game 1, found 1 of 2 references, unsynced. */
export function score(overrides: Partial<Score> = {}): Score {
  return {
    gameId: 1,
    playId: '3f2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6b',
    complete: false,
    score: 5,
    duration: 65,
    timestamp: Date.parse('2026-11-01T10:01:05Z'),
    sync: false,
    data: {
      summary: { refsTotal: 2, refsConsumed: 1, refsFound: 1, refsRevealed: 0, refsLockedQuiz: 0, refsHinted: 0, errorCountQuiz: 0, errorCountFree: 0 },
      questions: [QUESTION, { ...QUESTION, questionIndex: 2, gameReferenceId: 'r02', refConsumed: false, refFound: false }],
    },
    ...overrides,
  };
}

/** Writes scores as the app stores them (SPEC §9 `gameDatas`, local forms, each game's best). */
export function storeScores(scores: Score[]): void {
  const datas: Record<string, { gameId: number; averageScore: null; playedCount: number; best?: number; scores: unknown[] }> = {};
  for (const s of scores) (datas[s.gameId] ??= { gameId: s.gameId, averageScore: null, playedCount: 0, scores: [] }).scores.push(scoreToLocal(s));
  for (const entry of Object.values(datas)) entry.best = bestScore(scores.filter((s) => s.gameId === entry.gameId))?.score;
  window.localStorage.setItem(GAME_DATAS_KEY, JSON.stringify(datas));
}
