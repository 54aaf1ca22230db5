import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { JOKER_WINDOW_SECONDS, positiveInt, TABLE, type JokerUse } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, tableName } from './client';
import { writeOnce } from './idempotent';
import { keys } from './keys';

const jokerItemSchema = z.object({ gameId: positiveInt, openedAt: z.int() });

/** Access pattern: the joker quiz an owner opened last, if any (the item outlives its window a day, then expires). */
export async function getJoker(owner: string): Promise<JokerUse | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.joker(owner), ConsistentRead: true }));
  return Item ? jokerItemSchema.parse(Item) : null;
}

/**
 * Access pattern: an owner opens a joker quiz. One conditional Put that succeeds only when the
 * owner has no joker window running at `now`: two starts at once (two tabs, a script) never open two
 * joker quizzes in one window. False when a window is running (the caller reads which).
 */
export async function claimJoker(owner: string, gameId: number, now: number): Promise<boolean> {
  const windowMs = JOKER_WINDOW_SECONDS * 1000;
  const outcome = await writeOnce({
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.joker(owner), gameId, openedAt: now,
        [TABLE.ttlAttribute]: Math.ceil((now + 2 * windowMs) / 1000),
      },
      ConditionExpression: 'attribute_not_exists(#pk) OR openedAt <= :windowStart',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':windowStart': now - windowMs },
    },
  });
  return outcome.written;
}
