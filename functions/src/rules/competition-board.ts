import { createHash } from 'node:crypto';
import { DEFAULT_BOARD_SHARDS, type Competition, type PublicCompetition } from '@quiz/shared';
import { rankBuckets } from '../data/keys';

/**
 * The written rules of a competition's leaderboard (docs/adr/0034-competitions-and-leaderboards.md). Pure: no clock, no I/O (test/unit/rules/competition-board.test.ts names each rule).
 */

/**
 * Late scores: a play that started inside the period enters the board when its score is recorded
 * for a signed-in player (posted, or claimed at first sign-in) no later than this long after the
 * period's end. After that the board is final: a score recorded later enters nothing.
 */
export const LATE_SCORE_GRACE_MS = 60 * 60 * 1000;

/** Longest duration the rank key holds (9 digits of ms, 11 days): a play lasts minutes. */
const MAX_DURATION_MS = 999_999_999;
const MAX_TENTHS = 999_999;

/** What the board needs of a recorded, verified play of a signed-in player. */
export interface BoardPlay {
  playId: string;
  gameId: number;
  /** Epoch ms, the server's. */
  startedAt: number;
  endsAt: number;
  endedAt: number | null;
  /** A play of a game in test status never counts anywhere public. */
  test: boolean;
  /** The recorded score, /10 with one decimal. */
  score: number;
  /** The run the play is a part of (the id of its first part). */
  runId: string;
}

/**
 * Eligibility: a published competition that lists the play's quiz, whose period
 * `[startsAt, endsAt)` holds the play's START (a play started before the end and finished after it
 * counts; one started before the start does not), recorded no later than the grace after the end.
 */
export function competitionsOfPlay(competitions: readonly Competition[], play: BoardPlay, recordedAt: number): Competition[] {
  if (play.test) return [];
  return competitions.filter((c) => {
    const startsAt = Date.parse(c.startsAt);
    const endsAt = Date.parse(c.endsAt);
    return c.status === 'published'
      && c.gameIds.includes(play.gameId)
      && startsAt <= play.startedAt && play.startedAt < endsAt
      && recordedAt <= endsAt + LATE_SCORE_GRACE_MS;
  });
}

/**
 * Why a candidate play does not enter a board (docs/adr/0034-competitions-and-leaderboards.md →
 * "Fair runs"); shown to its player only, on the competition's page.
 */
export type EntryRefusal = 'answers_seen' | 'not_first_run';

/** What the server recorded of the player's runs of the play's quiz (data/fair-play.ts). */
export interface RunFacts {
  /** The run whose start is the player's earliest of this quiz in the competition's period (null: none recorded). */
  firstRunId: string | null;
  /** The runs in which the player saw this quiz's answers (solution, reveal, QUIZ play), each with the first time. */
  seen: readonly { runId: string; seenAt: number }[];
}

/** When the play (a part of its run) was over: its player's finish, or its clock's end. */
const partEnd = (play: Pick<BoardPlay, 'endsAt' | 'endedAt'>): number => Math.min(play.endedAt ?? play.endsAt, play.endsAt);

/**
 * Seen answers: the player saw this quiz's answers through ANOTHER run (its solution, a reveal, a
 * QUIZ play's questions) before this play was over, i.e. before it started or while it ran on
 * another device. What the play's own run showed (its reveals, its own QUIZ questions) does not
 * count against it: a reveal earns nothing, and a QUIZ run is judged as the QUIZ run it is.
 */
export const sawAnswersBefore = (play: Pick<BoardPlay, 'runId' | 'endsAt' | 'endedAt'>, seen: RunFacts['seen']): boolean =>
  seen.some((s) => s.runId !== play.runId && s.seenAt < partEnd(play));

/**
 * Fair runs: a play enters a competition only from the player's FIRST run of the quiz started in its
 * period (any mode; the earliest recorded start wins, so two runs started at once on two devices
 * never both count), and only when the player had not seen the quiz's answers through another run
 * before it was over. The seen answers are named first: they are the reason a player can act on.
 */
export function entryRefusal(play: Pick<BoardPlay, 'runId' | 'endsAt' | 'endedAt'>, facts: RunFacts): EntryRefusal | null {
  if (sawAnswersBefore(play, facts.seen)) return 'answers_seen';
  if (facts.firstRunId !== play.runId) return 'not_first_run';
  return null;
}

/**
 * The play's duration as the server measured it: from its start to its end (the player's "finish"),
 * or to its clock's end when it ran out; never more than its clock. The posted duration is ignored.
 */
export const playDurationMs = (play: Pick<BoardPlay, 'startedAt' | 'endsAt' | 'endedAt'>): number =>
  Math.max(0, Math.min(play.endedAt ?? play.endsAt, play.endsAt) - play.startedAt);

const tenths = (score: number) => Math.round(score * 10);

/**
 * The rank key: the board's order written as one string (gsi1's sort key), so that the index sorts
 * it. Best score first (`999999 − tenths`), then the shortest duration, then the earliest play start,
 * then the sub: a total order, so no two entries ever tie and no tie is broken by chance.
 */
export function rankKey(entry: { score: number; durationMs: number; startedAt: number; sub: string }): string {
  const score = String(MAX_TENTHS - Math.min(MAX_TENTHS, Math.max(0, tenths(entry.score)))).padStart(6, '0');
  const duration = String(Math.min(MAX_DURATION_MS, Math.max(0, Math.round(entry.durationMs)))).padStart(9, '0');
  return `${score}#${duration}#${new Date(entry.startedAt).toISOString()}#${entry.sub}`;
}

/**
 * The first rank key a rank key's time bucket can hold (its score and whole second, the key's first
 * 13 characters: `rankBuckets.of`, data/keys.ts): where the COUNT of the entries before a player in their own
 * bucket starts.
 */
export const timeBucketStartOf = (rankKey: string): string => rankKey.slice(0, 13);

/**
 * How many keys of the player's own time bucket one COUNT query per shard reads at most: beyond it,
 * their place inside the bucket is estimated (docs/adr/0035-own-rank-by-buckets.md).
 */
export const OWN_BUCKET_COUNT_BOUND = 1000;

/** What the own rank is computed from: the buckets read (score buckets up to theirs, their score's time buckets up to theirs) and each shard's count. */
export interface OwnRankFacts {
  rankKey: string;
  scoreBuckets: readonly { bucket: string; entries: number }[];
  timeBuckets: readonly { bucket: string; entries: number }[];
  /** Per shard, the entries from their time bucket's first key to their own key, both included (bounded). */
  shardCounts: readonly { count: number; capped: boolean }[];
}

/**
 * A player's own rank (docs/adr/0035-own-rank-by-buckets.md): 1 + the
 * entries of every better score bucket + those of their score's shorter time buckets + those before
 * them inside their own time bucket (counted exactly while no shard has more than the bound of them
 * before the player; beyond, estimated as half of the bucket: `exact` false).
 */
export function ownRankOf(facts: OwnRankFacts): { rank: number; exact: boolean } {
  const [score, time] = rankBuckets.of(facts.rankKey);
  const sum = (buckets: OwnRankFacts['timeBuckets'], below: string) => buckets.reduce((n, b) => n + (b.bucket < below ? Math.max(0, b.entries) : 0), 0);
  const better = sum(facts.scoreBuckets, score) + sum(facts.timeBuckets, time);
  // Every shard's count includes the keys up to the player's own; theirs is in one shard only.
  const counted = facts.shardCounts.reduce((n, c) => n + c.count, 0) - 1;
  const exact = facts.shardCounts.every((c) => !c.capped);
  if (exact) return { rank: 1 + better + Math.max(0, counted), exact };
  const own = facts.timeBuckets.find((b) => b.bucket === time)?.entries ?? 0;
  return { rank: 1 + better + Math.max(counted, Math.floor((own - 1) / 2)), exact };
}

const RANK_KEY = /^\d{6}#\d{9}#\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z#([^#\s]{1,128})$/;

/** The sub a rank key ends with, or null when the string is no rank key. */
export function subOfRankKey(key: string): string | null {
  return RANK_KEY.exec(key)?.[1] ?? null;
}

/** Is entry `a` ahead of `b` on the board? Same order as their rank keys. */
export const compareRankKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const digest = (sub: string) => createHash('sha256').update(sub).digest();

/** How many shards a competition's board has (its own number, else the default). */
export const shardsOf = (competition: Pick<Competition, 'boardShards'>): number => competition.boardShards ?? DEFAULT_BOARD_SHARDS;

/** The board partition of a player: `hash(sub) mod N`, spreading writes evenly over the shards. */
export const shardOf = (sub: string, shards: number): number => digest(sub).readUInt32BE(0) % shards;

/** A neutral number of the player's, the same on every board: "Player #048213". */
export const playerTag = (sub: string): string => String(digest(sub).readUInt32BE(4) % 1_000_000).padStart(6, '0');

/**
 * The display name a board shows: the player's public nickname when they chose one (PUT
 * /api/me/nickname, checked by shared nickname.ts); else the name in their profile when they have one
 * of their own. None (null, so the page writes "Player #tag") when it is still the sign-in's username
 * (`google_1234…`, which names an account elsewhere), empty, or looks like an email.
 */
export function boardName(profile: { name: string; username?: string | undefined; nickname?: string | undefined } | undefined): string | null {
  if (profile?.nickname) return profile.nickname;
  const name = profile?.name.trim() ?? '';
  if (name === '' || name === profile?.username || name.includes('@') || /^(google|facebook|signinwithapple)_/i.test(name)) return null;
  return name.slice(0, 40);
}

/**
 * The cursor of the board's pages: base64url of `{ o: entries before the page, p: one position per
 * shard }`, a position being the rank key of the last entry read from that shard (null: none yet).
 * It names no partition: the server builds every key from the competition in the path and the
 * shard's index, so a forged cursor can only start some shard of this board at some position.
 */
export interface BoardCursor {
  offset: number;
  positions: (string | null)[];
}

export function encodeBoardCursor(cursor: BoardCursor): string {
  return Buffer.from(JSON.stringify({ o: cursor.offset, p: cursor.positions })).toString('base64url');
}

/** The cursor, or null when it is not one of a board of `shards` shards. */
export function decodeBoardCursor(text: string, shards: number): BoardCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { o, p } = parsed as { o?: unknown; p?: unknown };
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || o > 100_000_000) return null;
  if (!Array.isArray(p) || p.length !== shards) return null;
  if (!p.every((x) => x === null || (typeof x === 'string' && subOfRankKey(x) !== null))) return null;
  return { offset: o, positions: p as (string | null)[] };
}

/**
 * One page of the board from each shard's next items (each in rank order, at least `size` of them
 * unless the shard has no more: `more` says it has): the first `size` of their merge, and the
 * position each shard reached. `done` when every shard is read to its end.
 */
export function mergeShardPages<T extends { rankKey: string }>(
  shards: { items: T[]; more: boolean }[],
  positions: (string | null)[],
  size: number,
): { page: T[]; positions: (string | null)[]; done: boolean } {
  const all = shards.flatMap((shard, index) => shard.items.map((item) => ({ item, index })));
  all.sort((a, b) => compareRankKeys(a.item.rankKey, b.item.rankKey));
  const taken = all.slice(0, size);
  const next = [...positions];
  for (const { item, index } of taken) next[index] = item.rankKey;
  const takenPerShard = shards.map((_, index) => taken.filter((t) => t.index === index).length);
  const done = shards.every((shard, index) => !shard.more && takenPerShard[index] === shard.items.length);
  return { page: taken.map((t) => t.item), positions: next, done };
}

/** What a competition's public page and its pre-rendered rules show: no version, no status; its live quizzes, in its order. */
export function toPublicCompetition(
  competition: Competition,
  games: readonly { id: number; number: number; status: string; title: { en: string; fr: string }; slug: { en: string; fr: string } }[],
): PublicCompetition {
  const byId = new Map(games.map((game) => [game.id, game]));
  return {
    id: competition.id, titles: competition.titles, rules: competition.rules, start: competition.start, end: competition.end,
    timeZone: competition.timeZone, startsAt: competition.startsAt, endsAt: competition.endsAt,
    quizzes: competition.gameIds.flatMap((id) => {
      const game = byId.get(id);
      return game && game.status === 'live' ? [{ gameId: game.id, number: game.number, title: game.title, slug: game.slug }] : [];
    }),
  };
}
