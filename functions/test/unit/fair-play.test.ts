import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayItem } from '../../src/data/plays';
import type * as Plays from '../../src/domain/plays';
import type * as FairPlayData from '../../src/data/fair-play';
import type * as PlaysData from '../../src/data/plays';
import { useUnitEnvironment } from '../helpers/unit-env';

/**
 * Fair runs fail closed (docs/adr/0034-competitions-and-leaderboards.md): when the
 * record of seen answers or of a run's start cannot be written, the call answers 503 (try again) and
 * gives nothing: no solution, no revealed title, no play. Never a 500.
 */
const broken = Object.assign(new Error('One or more parameter values were invalid'), { name: 'ValidationException' });
const write = { seen: vi.fn(), start: vi.fn(), savePlay: vi.fn(), createPlay: vi.fn() };

const play: PlayItem = {
  playId: '11111111-1111-4111-8111-111111111111', gameId: 1, mode: 'FREE', locale: 'en', sub: 'ada', ownerDigest: null,
  startedAt: Date.now() - 60_000, endsAt: Date.now() + 120_000, endedAt: null, runEndedAt: null, continuedBy: null, partIndex: 0, runPart: 1,
  carried: { consumed: 0, found: 0, revealed: 0 }, test: false, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 1,
  refs: { r01: { status: 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 0 } },
};
const content = {
  game: { id: 1, status: 'live', image: { width: 100, height: 100 } },
  references: [{ id: 'r01', type: 'classic', zone: { kind: 'rect', x: 0, y: 0, w: 0.1, h: 0.1 }, response: 'work', hints: { main: { en: 'h', fr: 'h' }, backup: { en: 'h', fr: 'h' } } }],
  responses: new Map([['work', { id: 'work', theme: 'movie', titles: { en: ['The Work'], fr: ['L’Œuvre'] }, aliases: { en: [], fr: [] } }]]),
};

vi.mock('../../src/data/fair-play', async (importOriginal) => ({
  ...(await importOriginal<typeof FairPlayData>()),
  recordAnswersSeen: (...args: unknown[]) => write.seen(...args),
  putRunStart: (...args: unknown[]) => write.start(...args),
}));
vi.mock('../../src/data/plays', async (importOriginal) => ({
  ...(await importOriginal<typeof PlaysData>()),
  getPlay: async () => structuredClone(stored),
  savePlay: (...args: unknown[]) => write.savePlay(...args),
  createPlay: (...args: unknown[]) => write.createPlay(...args),
  createNextPart: vi.fn(),
  nextRunNumber: async () => 1,
}));
vi.mock('../../src/data/games/content', () => ({ getGameContent: async () => content }));
vi.mock('../../src/domain/rate-limit', () => ({ withinRate: async () => undefined }));
vi.mock('../../src/domain/premium', () => ({ admitPlay: async () => undefined }));

let stored: PlayItem = play;
let plays: typeof Plays;
const ada = { sub: 'ada', secretDigest: null };

beforeAll(async () => {
  useUnitEnvironment();
  plays = await import('../../src/domain/plays');
});

beforeEach(() => {
  for (const fn of Object.values(write)) fn.mockReset();
  write.seen.mockRejectedValue(broken);
  write.start.mockRejectedValue(broken);
  write.savePlay.mockResolvedValue(true);
  stored = play;
});

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(() => undefined, (e: unknown) => e);
  expect(error).toMatchObject({ status: 503, code: 'service_unavailable', headers: { 'retry-after': expect.any(String) } });
};

describe('fail closed: no answers, and no run, without their fair-play record', () => {
  it('the solution is a 503 with no answers when its "seen" record cannot be written', async () => {
    stored = { ...play, endedAt: play.startedAt + 1000, runEndedAt: play.startedAt + 1000 };
    await refusal(plays.solution(play.playId, ada));
    write.seen.mockResolvedValue(undefined);
    expect((await plays.solution(play.playId, ada)).references).toHaveLength(1);
    expect(write.seen).toHaveBeenLastCalledWith('ada', expect.objectContaining({ gameId: 1, runId: play.playId, how: 'solution' }));
  });

  it('a reveal is a 503 that reveals nothing (the play is not changed) when its "seen" record cannot be written', async () => {
    await refusal(plays.reveal(play.playId, 'r01', ada));
    expect(write.savePlay).not.toHaveBeenCalled();
    write.seen.mockResolvedValue(undefined);
    expect((await plays.reveal(play.playId, 'r01', ada)).title).toBe('The Work');
  });

  it('a run does not start (no play is created) when its start, or a QUIZ run\'s seen questions, cannot be recorded', async () => {
    const mover = { player: { sub: 'ada', secretDigest: 'd'.repeat(64) }, rateKeys: ['ada', '127.0.0.1'] };
    await refusal(plays.startPlay({ gameId: 1, mode: 'FREE', locale: 'en' }, { kind: 'anonymous' } as never, mover));
    write.start.mockResolvedValue(undefined);
    await refusal(plays.startPlay({ gameId: 1, mode: 'QUIZ', locale: 'en' }, { kind: 'anonymous' } as never, mover));
    expect(write.createPlay).not.toHaveBeenCalled();
    write.seen.mockResolvedValue(undefined);
    // Recorded: the play is created (this file's bare content cannot make the game's payload after it; not its subject).
    await plays.startPlay({ gameId: 1, mode: 'QUIZ', locale: 'en' }, { kind: 'anonymous' } as never, mover).catch(() => undefined);
    expect(write.createPlay).toHaveBeenCalledTimes(1);
    expect(write.seen).toHaveBeenLastCalledWith('ada', expect.objectContaining({ how: 'quiz' }));
  });
});
