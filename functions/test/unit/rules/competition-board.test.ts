import { describe, expect, it } from 'vitest';
import type { Competition } from '@quiz/shared';
import {
  boardName, competitionsOfPlay, decodeBoardCursor, encodeBoardCursor, entryRefusal, LATE_SCORE_GRACE_MS, mergeShardPages, playDurationMs, playerTag,
  rankKey, sawAnswersBefore, shardOf, subOfRankKey, type BoardPlay, type RunFacts,
} from '../../../src/rules/competition-board';

/** The written rules of a competition's leaderboard (docs/adr/0034-competitions-and-leaderboards.md). */
const startsAt = Date.parse('2026-12-01T05:00:00.000Z');
const endsAt = Date.parse('2026-12-08T05:00:00.000Z');
const competition: Competition = {
  id: 'c-0123456789ab', titles: { en: 'Cup', fr: 'Coupe' }, rules: { en: 'R', fr: 'R' }, gameIds: [1, 2],
  start: '2026-12-01T00:00', end: '2026-12-08T00:00', timeZone: 'America/New_York', status: 'published',
  startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString(), version: 1, createdAt: '', updatedAt: '',
};
const play = (change: Partial<BoardPlay> = {}): BoardPlay => ({
  playId: 'p', gameId: 1, startedAt: startsAt + 1000, endsAt: startsAt + 181_000, endedAt: startsAt + 61_000, test: false, score: 7.5, runId: 'p', ...change,
});
const counts = (p: BoardPlay, recordedAt = (p.endedAt ?? p.endsAt) + 1000, list = [competition]) => competitionsOfPlay(list, p, recordedAt).length === 1;

describe('period edges: a play counts when it STARTED inside [startsAt, endsAt)', () => {
  it('the start is inclusive, the end exclusive (instants of the time zone written down)', () => {
    expect(counts(play({ startedAt: startsAt, endsAt: startsAt + 180_000, endedAt: startsAt + 10_000 }))).toBe(true);
    expect(counts(play({ startedAt: startsAt - 1, endsAt: startsAt + 179_999, endedAt: startsAt + 10_000 }))).toBe(false);
    expect(counts(play({ startedAt: endsAt - 1, endsAt: endsAt + 179_999, endedAt: endsAt + 60_000 }))).toBe(true);
    expect(counts(play({ startedAt: endsAt, endsAt: endsAt + 180_000, endedAt: endsAt + 60_000 }))).toBe(false);
  });
  it('a play started before the end and finished after it counts, its whole score and duration', () => {
    const late = play({ startedAt: endsAt - 30_000, endsAt: endsAt + 150_000, endedAt: endsAt + 90_000 });
    expect(counts(late)).toBe(true);
    expect(playDurationMs(late)).toBe(120_000);
  });
  it('only the competition\'s quizzes, only published competitions, never a play of a game in test', () => {
    expect(counts(play({ gameId: 3 }))).toBe(false);
    expect(counts(play(), undefined, [{ ...competition, status: 'draft' }])).toBe(false);
    expect(counts(play({ test: true }))).toBe(false);
  });
});

describe('late score rule: recorded no later than an hour after the end', () => {
  const late = play({ startedAt: endsAt - 10_000, endsAt: endsAt + 170_000, endedAt: endsAt + 20_000 });
  it('a score posted (or claimed at first sign-in) within the grace enters the board', () => {
    expect(counts(late, endsAt + LATE_SCORE_GRACE_MS)).toBe(true);
  });
  it('a score recorded after the grace enters nothing: the board is final', () => {
    expect(LATE_SCORE_GRACE_MS).toBe(3_600_000);
    expect(counts(late, endsAt + LATE_SCORE_GRACE_MS + 1)).toBe(false);
  });
});

describe('rank order and ties: best score, then shortest duration, then earliest start, then the sub', () => {
  const key = (score: number, durationMs: number, startedAt: number, sub: string) => rankKey({ score, durationMs, startedAt, sub });
  it('a better score ranks first whatever the duration', () => {
    expect(key(8, 170_000, 5, 'b') < key(7.5, 1000, 1, 'a')).toBe(true);
    expect(key(10, 0, 0, 'a') < key(0.5, 0, 0, 'a')).toBe(true);
    expect(key(0.5, 0, 0, 'a') < key(0, 0, 0, 'a')).toBe(true);
  });
  it('ties rule: an equal score ranks the shorter play first', () => {
    expect(key(7.5, 60_000, 9e12, 'z') < key(7.5, 60_001, 1, 'a')).toBe(true);
  });
  it('ties rule: an equal score and duration rank the earlier play start first', () => {
    expect(key(7.5, 60_000, startsAt, 'z') < key(7.5, 60_000, startsAt + 1, 'a')).toBe(true);
  });
  it('ties rule: everything equal, the sub decides: a total order, never chance', () => {
    expect(key(7.5, 60_000, startsAt, 'a') < key(7.5, 60_000, startsAt, 'b')).toBe(true);
    const sorted = [key(5, 2, 3, 'c'), key(5, 2, 3, 'a'), key(9, 9, 9, 'x'), key(5, 1, 9, 'z')].sort();
    expect(sorted.map(subOfRankKey)).toEqual(['x', 'z', 'a', 'c']);
  });
  it('the duration is the server\'s: the play\'s start to its end, or to its clock\'s end when it ran out', () => {
    expect(playDurationMs(play())).toBe(60_000);
    expect(playDurationMs(play({ endedAt: null }))).toBe(180_000);
    expect(playDurationMs(play({ endedAt: startsAt + 999_000 }))).toBe(180_000);
  });
});

describe('players on the board', () => {
  it('a player always lands in the same shard, spread over all of them', () => {
    expect(shardOf('sub-1', 4)).toBe(shardOf('sub-1', 4));
    const seen = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`sub-${i}`, 4)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
    expect(shardOf('anything', 1)).toBe(0);
  });
  it('display name: the profile\'s own name, never an email nor the sign-in username (then "Player #tag")', () => {
    expect(boardName({ name: 'Dana', username: 'google_123' })).toBe('Dana');
    expect(boardName({ name: 'google_123', username: 'google_123' })).toBeNull();
    expect(boardName({ name: 'dana@example.com', username: 'google_123' })).toBeNull();
    expect(boardName({ name: 'facebook_99', username: 'x' })).toBeNull();
    expect(boardName(undefined)).toBeNull();
    expect(playerTag('sub-1')).toMatch(/^\d{6}$/);
    expect(playerTag('sub-1')).toBe(playerTag('sub-1'));
  });

  it('nickname rule: a chosen public nickname is the board name; none falls back on the rule above', () => {
    expect(boardName({ name: 'google_123', username: 'google_123', nickname: 'Quiz Queen' })).toBe('Quiz Queen');
    expect(boardName({ name: 'Dana', username: 'google_123', nickname: 'Quiz Queen' })).toBe('Quiz Queen');
    expect(boardName({ name: 'google_123', username: 'google_123', nickname: undefined })).toBeNull();
  });
});

describe('the board\'s cursor and pages', () => {
  const k = (score: number, sub: string) => rankKey({ score, durationMs: 1000, startedAt: startsAt, sub });
  it('a cursor reads back as written; anything else (another shard count, a forged key) is no cursor', () => {
    const cursor = { offset: 25, positions: [k(5, 'a'), null] };
    expect(decodeBoardCursor(encodeBoardCursor(cursor), 2)).toEqual(cursor);
    expect(decodeBoardCursor(encodeBoardCursor(cursor), 4)).toBeNull();
    expect(decodeBoardCursor(encodeBoardCursor({ offset: 0, positions: ['USER#x', null] }), 2)).toBeNull();
    expect(decodeBoardCursor(Buffer.from('{"o":-1,"p":[null]}').toString('base64url'), 1)).toBeNull();
    expect(decodeBoardCursor('%%%', 1)).toBeNull();
  });
  it('merges the shards\' pages in rank order, each shard moving to the last entry it gave', () => {
    const item = (score: number, sub: string) => ({ rankKey: k(score, sub), sub });
    const merged = mergeShardPages(
      [{ items: [item(9, 'a'), item(5, 'b')], more: false }, { items: [item(8, 'c'), item(7, 'd')], more: true }],
      [null, null],
      3,
    );
    expect(merged.page.map((e) => e.sub)).toEqual(['a', 'c', 'd']);
    expect(merged.positions).toEqual([k(9, 'a'), k(7, 'd')]);
    expect(merged.done).toBe(false);
    const last = mergeShardPages([{ items: [item(5, 'b')], more: false }, { items: [], more: false }], merged.positions, 3);
    expect(last).toMatchObject({ done: true, page: [{ sub: 'b' }] });
  });
});

describe('fair runs: an entry comes only from the player\'s first run of the quiz in the period, never after they saw its answers', () => {
  // The play under judgement: run "r1", started at startsAt + 1 s, ended by its player 60 s later.
  const judged = play({ runId: 'r1' });
  const end = judged.endedAt!;
  const facts = (change: Partial<RunFacts> = {}): RunFacts => ({ firstRunId: 'r1', seen: [], ...change });
  it.each<[string, RunFacts, ReturnType<typeof entryRefusal>]>([
    ['an honest first run enters', facts(), null],
    ['the replay after reading the solution of an earlier run: refused, answers seen', facts({ firstRunId: 'r0', seen: [{ runId: 'r0', seenAt: startsAt + 500 }] }), 'answers_seen'],
    ['a reveal in an earlier run, then a new run: refused, answers seen', facts({ firstRunId: 'r0', seen: [{ runId: 'r0', seenAt: startsAt + 200 }] }), 'answers_seen'],
    ['a QUIZ play (seen at its start), then a FREE play: refused, answers seen', facts({ firstRunId: 'r0', seen: [{ runId: 'r0', seenAt: startsAt }] }), 'answers_seen'],
    ['answers seen before the period, first run in it: refused, answers seen', facts({ seen: [{ runId: 'r-old', seenAt: startsAt - 86_400_000 }] }), 'answers_seen'],
    ['two devices: the answers of a run started after this one, read while this one ran: refused', facts({ seen: [{ runId: 'r2', seenAt: end - 1 }] }), 'answers_seen'],
    ['answers seen through another run only after this play was over: it stays in', facts({ seen: [{ runId: 'r2', seenAt: end }] }), null],
    ['its own run\'s answers (its reveals, its own QUIZ questions, its solution) never count against it', facts({ seen: [{ runId: 'r1', seenAt: startsAt + 1000 }] }), null],
    ['a later run of the quiz in the period (not the first), no answers seen: refused, not the first run', facts({ firstRunId: 'r0' }), 'not_first_run'],
    ['two devices at once: the run whose start is not the earliest recorded is refused', facts({ firstRunId: 'r1-twin' }), 'not_first_run'],
    ['no start recorded in the period (a run begun before it, or before the record existed): refused', facts({ firstRunId: null }), 'not_first_run'],
  ])('%s', (_rule, given, expected) => {
    expect(entryRefusal(judged, given)).toBe(expected);
  });
  it('a part is judged by its own end: the clock\'s end when its player did not finish it', () => {
    const ranOut = play({ runId: 'r1', endedAt: null });
    expect(sawAnswersBefore(ranOut, [{ runId: 'r2', seenAt: ranOut.endsAt - 1 }])).toBe(true);
    expect(sawAnswersBefore(ranOut, [{ runId: 'r2', seenAt: ranOut.endsAt }])).toBe(false);
  });
  it('two runs started at once: exactly one of them is the first (the earliest recorded start), so one enters', () => {
    const a = play({ runId: 'ra', playId: 'ra' });
    const b = play({ runId: 'rb', playId: 'rb' });
    const first = { firstRunId: 'ra', seen: [] };
    expect([entryRefusal(a, first), entryRefusal(b, first)]).toEqual([null, 'not_first_run']);
  });
});
