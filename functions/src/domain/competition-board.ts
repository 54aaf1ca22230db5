import { BOARD_PAGE_SIZE, type BoardEntry, type BoardRefusal, type Competition, type CompetitionBoardResponse, type PublicCompetition } from '@quiz/shared';
import { auditActor } from '../data/audit';
import {
  countBoardEntriesBetween, getBoardEntry, getBoardRefusal, putBoardEntryIfBetter, putBoardRefusal, queryBoardShard, queryOwnRankBuckets, removeBoardEntry,
  type BoardEntryItem, type NewBoardEntry,
} from '../data/competition-board';
import { listAnswersSeen, type AnswersSeen } from '../data/fair-play';
import { getCompetition, listPublishedCompetitions } from '../data/competitions';
import { getGame } from '../data/games/items';
import { getUserProfile } from '../data/users';
import type { Caller } from '../lib/auth';
import { NotFoundError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  boardName, competitionsOfPlay, OWN_BUCKET_COUNT_BOUND, ownRankOf, timeBucketStartOf, decodeBoardCursor, encodeBoardCursor, entryRefusal, mergeShardPages, playDurationMs, playerTag, rankKey, shardOf,
  shardsOf, subOfRankKey, toPublicCompetition, type BoardPlay, type EntryRefusal,
} from '../rules/competition-board';
import { runFactsOf } from './fair-play';
import { auditTargets } from '../data/keys';

/**
 * Competitions' leaderboards (docs/adr/0034-competitions-and-leaderboards.md): entries
 * written by score recording right after its transaction, read a page at a time in rank order.
 */

/** Attempts of one entry's Put when DynamoDB fails (its condition failing is an answer, not a failure). */
const PUT_ATTEMPTS = 3;

async function putWithRetry(entry: NewBoardEntry, shard: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await putBoardEntryIfBetter(entry, shard);
    } catch (error) {
      if (attempt >= PUT_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

type Candidate = { play: BoardPlay; competition: Competition };

/**
 * Fair runs (docs/adr/0034-competitions-and-leaderboards.md): each candidate judged against what
 * the server recorded of the player's runs of its quiz (data/fair-play.ts); a refused one is
 * recorded for its player's own board read, never shown to anyone else.
 */
async function judgeFairRuns(sub: string, candidates: readonly Candidate[], recordedAt: number) {
  const seenByGame = new Map<number, Promise<AnswersSeen[]>>();
  const seenOf = (gameId: number) => {
    const known = seenByGame.get(gameId) ?? listAnswersSeen(sub, gameId);
    seenByGame.set(gameId, known);
    return known;
  };
  const judged = await Promise.all(candidates.map(async (candidate) => {
    const facts = await runFactsOf(sub, candidate.play, Date.parse(candidate.competition.startsAt), seenOf(candidate.play.gameId));
    return { ...candidate, refusal: entryRefusal(candidate.play, facts) };
  }));
  // The latest refused play of each competition in this post is the one its player is told about.
  const refused = new Map<string, Candidate & { refusal: EntryRefusal }>();
  for (const j of judged) {
    if (j.refusal === null) continue;
    const known = refused.get(j.competition.id);
    if (!known || known.play.startedAt < j.play.startedAt) refused.set(j.competition.id, { ...j, refusal: j.refusal });
  }
  await Promise.all([...refused.values()].map(({ competition, play, refusal }) => putBoardRefusal({
    competitionId: competition.id, sub, playId: play.playId, gameId: play.gameId, startedAt: play.startedAt, reason: refusal, at: recordedAt,
  }, shardOf(sub, shardsOf(competition)))));
  if (refused.size > 0) logger.info('competition entries refused', { refused: [...refused.values()].map((r) => r.refusal) });
  return judged.filter((j) => j.refusal === null);
}

/**
 * Enters a signed-in player's recorded, verified plays in the boards of the published competitions
 * they count for (competitionsOfPlay) and that their fair-run rules let in (entryRefusal), one
 * conditional Put per competition with the player's best of them. Called by POST /api/post_scores
 * right after its transaction, for every `new` and `known` score of the post: idempotent (an equal
 * or worse entry changes nothing), so a post that fails here answers 500 and the page posts the
 * score again, `known` this time, which enters it.
 */
export async function enterBoards(sub: string, plays: readonly BoardPlay[], recordedAt: number): Promise<number> {
  if (plays.length === 0) return 0;
  const published = await listPublishedCompetitions();
  const candidates = plays.flatMap((play) => competitionsOfPlay(published, play, recordedAt).map((competition) => ({ play, competition })));
  if (candidates.length === 0) return 0;
  const best = new Map<string, { competition: Competition; entry: Omit<NewBoardEntry, 'name' | 'tag'> }>();
  for (const { play, competition } of await judgeFairRuns(sub, candidates, recordedAt)) {
    const durationMs = playDurationMs(play);
    const key = rankKey({ score: play.score, durationMs, startedAt: play.startedAt, sub });
    const known = best.get(competition.id);
    if (known && known.entry.rankKey <= key) continue;
    best.set(competition.id, {
      competition,
      entry: {
        competitionId: competition.id, sub, score: play.score, durationMs, startedAt: play.startedAt, playId: play.playId,
        gameId: play.gameId, rankKey: key, recordedAt,
      },
    });
  }
  if (best.size === 0) return 0;
  const name = boardName(await getUserProfile(sub));
  const tag = playerTag(sub);
  const outcomes = await Promise.all([...best.values()].map(({ competition, entry }) => putWithRetry({ ...entry, name, tag }, shardOf(sub, shardsOf(competition)))));
  const written = outcomes.filter((o) => o === 'written').length;
  logger.info('competition entries', { candidates: best.size, written });
  return written;
}

/** The public side of a competition, with its quizzes (the live ones) for links. */
async function publicCompetition(competition: Competition): Promise<PublicCompetition> {
  const games = await Promise.all(competition.gameIds.map((id) => getGame(id)));
  return toPublicCompetition(competition, games.filter((game) => game !== undefined));
}

const rowOf = (entry: BoardEntryItem, rank: number, me: string | null, withSub: boolean): BoardEntry => ({
  rank, name: entry.name, tag: entry.tag, score: entry.score, durationMs: entry.durationMs, startedAt: new Date(entry.startedAt).toISOString(),
  mine: entry.sub === me, ...(withSub ? { sub: entry.sub } : {}),
});

/**
 * The caller's own entry with its rank, flat at any size (docs/adr/0035-own-rank-by-buckets.md
 *): the rank buckets the stream's aggregation keeps (the score buckets up
 * to theirs, their score's time buckets up to theirs: two small queries) and, per shard, a COUNT of
 * their own time bucket's keys up to theirs, bounded.
 */
async function ownRow(competition: Competition, sub: string, withSub: boolean): Promise<BoardEntry | null> {
  const shards = shardsOf(competition);
  const entry = await getBoardEntry(competition.id, shardOf(sub, shards), sub);
  if (!entry || entry === 'removed') return null;
  const [{ scoreBuckets, timeBuckets }, shardCounts] = await Promise.all([
    queryOwnRankBuckets(competition.id, entry.rankKey),
    Promise.all(Array.from({ length: shards }, (_, shard) => countBoardEntriesBetween(competition.id, shard, timeBucketStartOf(entry.rankKey), entry.rankKey, OWN_BUCKET_COUNT_BOUND))),
  ]);
  const { rank, exact } = ownRankOf({ rankKey: entry.rankKey, scoreBuckets, timeBuckets, shardCounts });
  if (!exact) logger.info('own rank estimated inside its bucket', { rank });
  return rowOf(entry, rank, sub, withSub);
}

/** Why the caller's latest candidate play did not enter (fair runs): theirs only, never another player's. */
async function ownRefusal(competition: Competition, sub: string): Promise<BoardRefusal | null> {
  const item = await getBoardRefusal(competition.id, shardOf(sub, shardsOf(competition)), sub);
  return item ? { gameId: item.gameId, startedAt: new Date(item.startedAt).toISOString(), reason: item.reason } : null;
}

/**
 * A page of a competition's board in rank order: one Query of each shard's gsi1 partition from the
 * cursor's position in it, merged. Published competitions only (a draft is 404), unless `admin`
 * (whose rows carry each player's sub, to remove one).
 */
export async function readBoard(id: string, cursorText: string | undefined, caller: Caller, options: { admin: boolean }): Promise<CompetitionBoardResponse> {
  const competition = await getCompetition(id);
  if (!competition || (!options.admin && competition.status !== 'published')) throw new NotFoundError('competition');
  const shards = shardsOf(competition);
  const cursor = cursorText === undefined ? { offset: 0, positions: Array.from({ length: shards }, () => null) } : decodeBoardCursor(cursorText, shards);
  if (!cursor) throw new ValidationError([{ code: 'invalid_cursor', path: ['query', 'cursor'], message: 'Not a cursor of this board' }]);
  const me = caller.kind === 'user' ? caller.sub : null;
  const ownPart = me === null || cursorText !== undefined;
  const [reads, own, refusal, pub] = await Promise.all([
    Promise.all(cursor.positions.map((position, shard) => queryBoardShard(id, shard, position, BOARD_PAGE_SIZE, position === null ? null : subOfRankKey(position)))),
    // The own rank (its COUNT grows with the rank) on the first page only: "Load more" does not pay it again.
    ownPart ? Promise.resolve(null) : ownRow(competition, me, options.admin),
    ownPart ? Promise.resolve(null) : ownRefusal(competition, me),
    publicCompetition(competition),
  ]);
  const merged = mergeShardPages(reads, cursor.positions, BOARD_PAGE_SIZE);
  return {
    competition: pub,
    entries: merged.page.map((entry, i) => rowOf(entry, cursor.offset + i + 1, me, options.admin)),
    cursor: merged.done ? null : encodeBoardCursor({ offset: cursor.offset + merged.page.length, positions: merged.positions }),
    me: own,
    refusal,
  };
}

type Admin = Extract<Caller, { kind: 'user' }>;

/**
 * The admin removes a player from a competition's board for good: their entry is marked `removed`
 * (it leaves the board at once) and their later plays do not enter it again. Audited
 * (`competition.remove_player` on `COMPETITION#{id}`); removing twice changes nothing more.
 */
export async function removePlayer(caller: Admin, id: string, sub: string, now = new Date()): Promise<{ sub: string; removed: true }> {
  const competition = await getCompetition(id);
  if (!competition) throw new NotFoundError('competition');
  await removeBoardEntry(id, shardOf(sub, shardsOf(competition)), sub, now.getTime(), {
    target: auditTargets.competition(id),
    action: 'competition.remove_player',
    actor: auditActor(caller),
    at: now.toISOString(),
    details: { sub },
  });
  return { sub, removed: true };
}
