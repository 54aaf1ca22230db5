import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
import { gameModeSchema, localeSchema, nonNegativeInt, positiveInt, TABLE } from '@quiz/shared';
import { db, tableName } from './client';
import { transactWriteOnce, writeOnce } from './idempotent';
import { keys } from './keys';

export const refRecordSchema = z.object({
  status: z.enum(['open', 'found', 'revealed', 'locked']),
  hintsUsed: z.int().check(z.minimum(0), z.maximum(2)),
  errorsFree: nonNegativeInt,
  errorsQuiz: nonNegativeInt,
  guesses: nonNegativeInt,
});
export type RefRecord = z.infer<typeof refRecordSchema>;

/** The server's record of a play: what it trusts when a score is posted. */
export const playItemSchema = z.object({
  playId: z.string(),
  gameId: z.int(),
  mode: gameModeSchema,
  locale: localeSchema,
  sub: z.nullable(z.string()),
  /** SHA-256 of the player secret of the browser that started it (null on plays older than owners). */
  ownerDigest: z._default(z.nullable(z.string()), null),
  startedAt: z.int(),
  endsAt: z.int(),
  endedAt: z.nullable(z.int()),
  // The run (docs/game.md "Runs in parts"); a play recorded before runs is the whole of a run of its own.
  /** The id of the run's first part (absent on older plays: the play's own id). */
  runId: z.optional(z.string()),
  partIndex: z._default(nonNegativeInt, 0),
  runPart: z._default(positiveInt, 1),
  /** When the run was ended by its player ("End and see the answers"); a run also ends when nothing is left. */
  runEndedAt: z._default(z.nullable(z.int()), null),
  /** The next part's play id, once the run was continued from this part. */
  continuedBy: z._default(z.nullable(z.string()), null),
  /** References the part inherited from the run's earlier parts, so site counters count each once. */
  carried: z._default(z.object({ consumed: nonNegativeInt, found: nonNegativeInt, revealed: nonNegativeInt }), {
    consumed: 0,
    found: 0,
    revealed: 0,
  }),
  refs: z.record(z.string(), refRecordSchema),
  /** Guesses on no zone (naming a zoneless work); with the references' guesses, the play's budget. */
  looseGuesses: nonNegativeInt,
  /**
   * FREE mode: typed guesses that found nothing, wherever they landed (the run's, carried from part
   * to part). The play state shows this count, never a count per open reference (docs/game.md
   * "What a guess may reveal"). Absent on older plays.
   */
  missesFree: z._default(nonNegativeInt, 0),
  /**
   * The caller's guess tokens leased for this play in one minute (docs/game.md "Limits"): spent one
   * per guess, leased again when spent or when the minute turns. Absent until the first guess.
   */
  guessLease: z.optional(z.object({ window: z.int(), left: nonNegativeInt })),
  /**
   * FREE mode: the play's latest rejected guess, for the alias review (data README "Rejected guesses
   * off the guess path"): the stream's aggregation counts it when `n` changes, so a miss costs the
   * guess no write of its own. `n` is the play's `missesFree` at that miss; `refId` the zone aimed at
   * (null: no zone). Never shown to the player.
   */
  lastMiss: z.optional(z.object({
    n: positiveInt, refId: z.nullable(z.string()), text: z.string(), typed: z.string(), at: z.string(),
  })),
  /** QUIZ mode: the reference asked now (null: none, or a FREE play). */
  question: z._default(z.nullable(z.string()), null),
  /** QUIZ mode: the references asked so far in the run (their zones are shown). */
  asked: z._default(z.array(z.string()), []),
  /**
   * A play of a game in test status (a tester's or designer's "try it", the playground): its score is
   * recorded for its player but never counts in the game's or the site's public stats.
   */
  test: z._default(z.boolean(), false),
  version: nonNegativeInt,
});
export type PlayItem = z.infer<typeof playItemSchema>;

/**
 * How long a new play's Put is sent again while its fate is unknown (data README "Writes under
 * retries"): a play that landed unanswered is one nobody knows of, so the start waits for the
 * database to say rather than answer 503 over a play that exists. With its last attempt (1.2 s) it
 * ends well inside the function's 10 s timeout (`lambdaTimeout`, infra/lib/stages.ts).
 */
export const PLAY_CREATE_SETTLE_MS = 6_000;

/** Access pattern: create a play (once: the id is new; a retry of a Put that landed is recognised). */
export async function createPlay(play: PlayItem, expiresAt: number): Promise<void> {
  const outcome = await writeOnce({
    Put: {
      TableName: tableName(),
      Item: { ...keys.play(play.playId), ...play, [TABLE.ttlAttribute]: expiresAt },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  }, { settleWithinMs: PLAY_CREATE_SETTLE_MS });
  // A new random id met an item that is not this call's: never expected, so a fault, not a refusal.
  if (!outcome.written) throw new Error(`Play ${play.playId} exists already`);
  rememberPlay(play);
}

/** Access pattern: a play by id. */
export async function getPlay(playId: string): Promise<PlayItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.play(playId), ConsistentRead: true }));
  if (!Item) return undefined;
  const play = playItemSchema.parse(Item);
  rememberPlay(play);
  return play;
}

/**
 * What this function last saw of each play it wrote or read (docs/capacity.md "A move's round
 * trips"): its game, which never changes, and its guess lease. A move on a play seen before reads
 * the game's content beside the play instead of after it, and takes a new lease beside them when
 * the last one seen was spent. Bounded: the oldest are forgotten first.
 */
export interface PlaySeen {
  gameId: number;
  guessLease?: PlayItem['guessLease'];
}
const playsSeen = new Map<string, PlaySeen>();
const PLAYS_SEEN_KEPT = 20_000;

function rememberPlay(play: Pick<PlayItem, 'playId' | 'gameId' | 'guessLease'>) {
  // Re-inserted, so that the map's first key is the one seen longest ago.
  playsSeen.delete(play.playId);
  if (playsSeen.size >= PLAYS_SEEN_KEPT) playsSeen.delete(playsSeen.keys().next().value!);
  playsSeen.set(play.playId, { gameId: play.gameId, guessLease: play.guessLease });
}

/** What this function last saw of a play, or undefined (then the play must be read first). */
export const playSeen = (playId: string): PlaySeen | undefined => playsSeen.get(playId);

/**
 * Writes a play's new state if nobody wrote it since we read it (optimistic lock on `version`):
 * two guesses at once never lose each other's effect. Returns false on a lost race.
 */
export async function savePlay(next: PlayItem, readVersion: number): Promise<boolean> {
  const outcome = await writeOnce({
    Update: {
      TableName: tableName(),
      Key: keys.play(next.playId),
      UpdateExpression:
        'SET refs = :refs, looseGuesses = :loose, missesFree = :misses, question = :question, asked = :asked, ' +
        'endedAt = :endedAt, runEndedAt = :runEndedAt, locale = :locale, version = :next' +
        (next.guessLease ? ', guessLease = :lease' : '') + (next.lastMiss ? ', lastMiss = :miss' : ''),
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: {
        ':refs': next.refs, ':loose': next.looseGuesses, ':misses': next.missesFree, ':question': next.question,
        ':asked': next.asked, ':endedAt': next.endedAt, ':runEndedAt': next.runEndedAt,
        ':locale': next.locale, ':next': readVersion + 1, ':read': readVersion,
        ...(next.guessLease ? { ':lease': next.guessLease } : {}),
        ...(next.lastMiss ? { ':miss': next.lastMiss } : {}),
      },
    },
  });
  if (outcome.written) rememberPlay(next);
  return outcome.written;
}

/**
 * Access pattern: start the next part of a run. The new play is written and the previous part marked
 * as continued in one transaction, on condition that nobody continued or changed that part since it
 * was read: two devices pressing Continue at once get one new part, the other a refusal (false).
 */
export async function createNextPart(next: PlayItem, previous: PlayItem, expiresAt: number): Promise<boolean> {
  try {
    await transactWriteOnce({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.play(next.playId), ...next, [TABLE.ttlAttribute]: expiresAt },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.play(previous.playId),
            UpdateExpression: 'SET continuedBy = :next, version = :bumped',
            ConditionExpression: 'version = :read',
            ExpressionAttributeValues: { ':next': next.playId, ':read': previous.version, ':bumped': previous.version + 1 },
          },
        },
      ],
    });
    rememberPlay(next);
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/**
 * Access pattern: the number of a new run of `gameId` by one owner (a signed-in `sub`, or the digest
 * of an anonymous player's secret): an atomic counter, kept as long as a play.
 */
export async function nextRunNumber(ownerKey: string, gameId: number, expiresAt: number): Promise<number> {
  // Through writeOnce: an ADD retried after a lost answer would take two numbers (a run skipped).
  const outcome = await writeOnce({
    Update: {
      TableName: tableName(),
      Key: keys.runCounter(ownerKey, gameId),
      UpdateExpression: 'ADD runs :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute },
      ExpressionAttributeValues: { ':one': 1, ':ttl': expiresAt },
      ReturnValues: 'UPDATED_NEW',
    },
  });
  if (!outcome.written) throw new Error('The run counter refused an unconditional ADD');
  return positiveInt.parse(outcome.attributes?.runs);
}

/**
 * Local end-to-end tests only (the local server's test controls): moves a play's clock back by
 * `seconds`, as if it had started that much earlier. No deployed route reaches it.
 */
export async function agePlayForTests(playId: string, seconds: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.play(playId),
      UpdateExpression: 'SET startedAt = startedAt - :ms, endsAt = endsAt - :ms',
      ConditionExpression: 'attribute_exists(playId)',
      ExpressionAttributeValues: { ':ms': Math.round(seconds * 1000) },
    }),
  );
}
