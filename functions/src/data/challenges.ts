import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { challengePromiseSchema, challengeResultSchema, localeSchema, positiveInt, TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, newestOfGsi1, tableName } from './client';
import { writeOnce } from './idempotent';
import { keys } from './keys';

/**
 * Challenges between friends (README.md pattern 18; docs/adr/0032-challenges.md): one item per
 * challenge, `CHALLENGE#{hash}` / `META`, listed in gsi1 under its challenger. The challenger's result
 * is copied in at creation (their play expires after 30 days, like the challenge); the friend's is
 * written once, by the server, from the friend's own recorded play.
 */
export const challengeItemSchema = z.object({
  hash: z.string(),
  gameId: positiveInt,
  locale: localeSchema,
  title: z.string(),
  slug: z.string(),
  promise: challengePromiseSchema,
  challengerSub: z.string(),
  challengerName: z.nullable(z.string()),
  challengerPlayId: z.string(),
  challengerResult: challengeResultSchema,
  createdAt: z.iso.datetime(),
  /** Epoch seconds (the TTL attribute): past it the challenge is gone, whether or not DynamoDB deleted it yet. */
  expiresAt: z.int(),
  friendPlayId: z.optional(z.string()),
  /** The friend's play's owner, copied from that play: who may see the results as the friend. */
  friendSub: z.optional(z.nullable(z.string())),
  friendDigest: z.optional(z.nullable(z.string())),
  friendName: z.optional(z.nullable(z.string())),
  friendResult: z.optional(challengeResultSchema),
  answeredAt: z.optional(z.iso.datetime()),
  /** The friend had seen the quiz's answers through another run before their play was over (fair runs): marked, not refused. */
  friendSawAnswers: z.optional(z.boolean()),
});
export type ChallengeItem = z.infer<typeof challengeItemSchema>;

export type NewChallenge = Omit<ChallengeItem, 'friendPlayId' | 'friendSub' | 'friendDigest' | 'friendName' | 'friendResult' | 'answeredAt' | 'friendSawAnswers'>;

/** Access pattern 18: create a challenge (once: a new hash). */
export async function putChallenge(challenge: NewChallenge): Promise<void> {
  const outcome = await writeOnce({
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.challenge(challenge.hash),
        ...keys.challengeOfChallenger(challenge.challengerSub, challenge.createdAt, challenge.hash),
        ...challenge,
        [TABLE.ttlAttribute]: challenge.expiresAt,
      },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  });
  // A new random hash met an item that is not this call's: never expected, so a fault.
  if (!outcome.written) throw new Error('A challenge with this hash exists already');
}

/** Access pattern 18: a challenge by its hash (consistent: a friend reads right after answering). */
export async function getChallenge(hash: string): Promise<ChallengeItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.challenge(hash), ConsistentRead: true }));
  return Item ? challengeItemSchema.parse(Item) : undefined;
}

export interface FriendAnswer {
  friendPlayId: string;
  friendSub: string | null;
  friendDigest: string | null;
  friendName: string | null;
  friendResult: z.infer<typeof challengeResultSchema>;
  answeredAt: string;
  friendSawAnswers: boolean;
}

/**
 * Access pattern 18: the friend's answer, written once (`attribute_not_exists(friendPlayId)`): two
 * friends answering at once, one wins; false for the other (or for a challenge gone meanwhile).
 */
export async function setFriendAnswer(hash: string, answer: FriendAnswer): Promise<boolean> {
  const outcome = await writeOnce({
    Update: {
      TableName: tableName(),
      Key: keys.challenge(hash),
      UpdateExpression:
        'SET friendPlayId = :play, friendSub = :sub, friendDigest = :digest, friendName = :name, friendResult = :result, answeredAt = :at, friendSawAnswers = :saw',
      ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(friendPlayId)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: {
        ':play': answer.friendPlayId, ':sub': answer.friendSub, ':digest': answer.friendDigest, ':name': answer.friendName,
        ':result': answer.friendResult, ':at': answer.answeredAt, ':saw': answer.friendSawAnswers,
      },
    },
  });
  return outcome.written;
}

/**
 * Access pattern 18: a challenger's challenges, newest first, `limit` at most (one gsi1 Query of their
 * own partition: nobody else's challenge can be in it). gsi1 is eventually consistent: an answer
 * given in the last second may show at the next read.
 */
export async function listChallengesOf(sub: string, limit: number): Promise<ChallengeItem[]> {
  return (await newestOfGsi1(keys.challengesOfChallengerPk(sub), limit)).map((item) => challengeItemSchema.parse(item));
}
