import { playSummary } from '@quiz/shared';
import { playItemSchema } from '../data/plays';
import { scoredPlaySchema } from '../data/scores';
import { keyReaders, keys, rankBuckets } from '../data/keys';

/**
 * Statistics off the score path (functions/src/data/README.md "Statistics off the score path"): what
 * one change of the table adds to the shared counters. A score's transaction writes the play and the
 * player's own items only; the table's stream carries each change, and the aggregating function
 * (jobs/aggregate-stats.ts) sums what these rules say per target item and applies each sum once.
 *  - a play becoming scored (no `scoredAt` before, one after), not a play of a game in test: its game
 *    (`playedCount` + 1, `scoreSum` + its score) and the site (the same, and its references' counters,
 *    a later part of a run counting only what it added to its earlier parts);
 *  - a competition's board entry (old image: its buckets − 1; new image: its buckets + 1; a removed
 *    entry counts in none): the rank buckets of docs/adr/0034-competitions-and-leaderboards.md;
 *  - a play's new rejected guess (its `lastMiss` changed): the miss's count for the alias review,
 *    with the latest text as typed (data README "Rejected guesses off the guess path").
 */

/** One item's change as the stream carries it, images already unmarshalled to plain values. */
export interface ItemChange {
  keys: { pk: string; sk: string };
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
}

/** A counter item and what to add to its numbers (a score sum in tenths: added as integers, divided once). */
export interface Increment {
  key: { pk: string; sk: string };
  /** The kind of target: a game's META must exist (an increment never creates a stray game). */
  kind: 'site' | 'game' | 'bucket' | 'miss';
  gameId?: number;
  adds: Record<string, number>;
  /** Values set beside the adds; summed increments keep the latest change's (records come in order). */
  sets?: Record<string, string>;
}

/** Counters whose increments are summed in tenths (integers: no 0.1 + 0.2 drift) and stored divided by 10. */
export const TENTHS_COUNTERS: ReadonlySet<string> = new Set(['scoreSum']);

const tenths = (score: number) => Math.round(score * 10);
const asKey = (key: Record<string, unknown>) => ({ pk: String(key.pk), sk: String(key.sk) });

const lastMissSchema = playItemSchema.shape.lastMiss;

/**
 * A play's new rejected guess: counted under its zone's or the game's no-zone misses. Only a change
 * of an existing play counts one (a play is created with none), and only when `n` moved: a later save
 * of the same play (a hint, the score) carries the same miss again.
 */
function missIncrements(change: ItemChange): Increment[] {
  if (!change.oldImage || !change.newImage?.lastMiss) return [];
  const miss = lastMissSchema.safeParse(change.newImage.lastMiss);
  if (!miss.success || !miss.data) throw new Error(`a rejected guess this aggregation cannot read: ${change.keys.pk}`);
  const before = lastMissSchema.safeParse(change.oldImage.lastMiss);
  if (before.success && before.data?.n === miss.data.n) return [];
  const gameId = Number(change.newImage.gameId);
  const { refId, text, typed, at } = miss.data;
  return [{
    key: asKey(refId === null ? keys.looseMiss(gameId, text) : keys.miss(gameId, refId, text)),
    kind: 'miss',
    adds: { count: 1 },
    // A dismissed or promoted miss keeps its status: a later miss of the same text counts, no more
    // (docs/back-office.md "Rejected guesses").
    sets: { refId: refId ?? '', sample: typed, lastSeenAt: at, locale: String(change.newImage.locale) },
  }];
}

/** What a change of a play adds: its scoring's counters, its new rejected guess. */
const playChangeIncrements = (change: ItemChange): Increment[] => [...playIncrements(change), ...missIncrements(change)];

/** The counters a play's scoring adds: to its game and to the site. None for any other change of a play. */
function playIncrements(change: ItemChange): Increment[] {
  if (!change.newImage || change.newImage.scoredAt === undefined || change.oldImage?.scoredAt !== undefined) return [];
  const parsed = scoredPlaySchema.safeParse(change.newImage);
  if (!parsed.success) throw new Error(`a scored play this aggregation cannot read: ${change.keys.pk}`);
  const play = parsed.data;
  // A play of a game in test (the playground, a tester's try) is recorded, never counted.
  if (play.test === true || play.score === undefined) return [];
  const scoreTenths = tenths(play.score);
  // Reference counters come from the play record the server trusts; a later part of a run adds only
  // what it found beyond its earlier parts (docs/game.md "Runs in parts").
  const summary = playSummary(Object.values(play.refs));
  return [
    { key: asKey(keys.game(play.gameId)), kind: 'game', gameId: play.gameId, adds: { playedCount: 1, scoreSum: scoreTenths } },
    {
      key: asKey(keys.siteStats()),
      kind: 'site',
      adds: {
        playedCount: 1, scoreSum: scoreTenths,
        refsConsumed: summary.refsConsumed - play.carried.consumed,
        refsFound: summary.refsFound - play.carried.found,
        refsRevealed: summary.refsRevealed - play.carried.revealed,
      },
    },
  ];
}

/** The rank key an entry image counts under, or null: no image, a removed entry, or one without a score. */
function countedRankKey(image: Record<string, unknown> | undefined): string | null {
  if (!image || image.removed === true || typeof image.rankKey !== 'string') return null;
  return image.rankKey;
}

/** A board entry's change moves its rank buckets: the old one's out, the new one's in. */
function entryIncrements(competitionId: string, change: ItemChange): Increment[] {
  const before = countedRankKey(change.oldImage);
  const after = countedRankKey(change.newImage);
  const moves: Increment[] = [];
  const move = (rankKey: string, n: number) => {
    for (const bucket of rankBuckets.of(rankKey)) moves.push({ key: asKey(keys.rankBucket(competitionId, bucket)), kind: 'bucket', adds: { entries: n } });
  };
  if (before !== null) move(before, -1);
  if (after !== null) move(after, 1);
  return moves;
}

const isPlay = ({ pk, sk }: ItemChange['keys']) => keyReaders.isPlay(pk, sk);
const boardEntryOf = ({ pk, sk }: ItemChange['keys']) => keyReaders.competitionOfBoardEntry(pk, sk);

/** Whether a change of this item may move a counter: a play, or a board entry (its images are read only then). */
export const mayCount = (keys: ItemChange['keys']): boolean => isPlay(keys) || boardEntryOf(keys) !== null;

/** What one change adds to the shared counters (nothing for most changes of the table). */
export function incrementsOf(change: ItemChange): Increment[] {
  if (isPlay(change.keys)) return playChangeIncrements(change);
  const competitionId = boardEntryOf(change.keys);
  return competitionId === null ? [] : entryIncrements(competitionId, change);
}

const targetId = (key: { pk: string; sk: string }) => `${key.pk}\u0000${key.sk}`;

/**
 * Sums increments per target item: one write per target, whatever the number of changes that moved
 * it. A sum that comes to nothing on every number is dropped (an entry improving inside its bucket).
 */
export function sumIncrements(increments: readonly Increment[]): Increment[] {
  const sums = new Map<string, Increment>();
  for (const inc of increments) {
    const id = targetId(inc.key);
    const known = sums.get(id) ?? { ...inc, adds: {} };
    for (const [name, n] of Object.entries(inc.adds)) known.adds[name] = (known.adds[name] ?? 0) + n;
    if (inc.sets) known.sets = { ...known.sets, ...inc.sets };
    sums.set(id, known);
  }
  return [...sums.values()].filter((inc) => Object.values(inc.adds).some((n) => n !== 0));
}

/** The distinct targets of a list of increments (a transaction's size). */
export const targetsOf = (increments: readonly Increment[]): Set<string> => new Set(increments.map((inc) => targetId(inc.key)));
