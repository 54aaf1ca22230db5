import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import {
  difficultySchema, gameLanguages, imageVariantsSchema, uuidSchema, gameStatuses, gameThemes, localized, nonNegativeInt, premiumLevelSchema, TABLE,
} from '@quiz/shared';
import { db, queryAllOfGsi1, tableName } from '../client';
import { keys } from '../keys';

/**
 * A game's META item (`GAME#{id}`/`META`, listed in gsi1 `GAMES#{status}`) as players read it, and its
 * content version. The designer's reads and writes of the same item are in desk-items.ts, apart so
 * that the players' functions do not carry them. A designer-made game is read by the catalogue, the
 * quiz page and the plays as a seed game is.
 */

/** A game's META item: what any player may see of a game, plus its running stats. */
export const gameItemSchema = z.object({
  id: z.int(),
  /** The public, stable id (SPEC §2 /frag/quiz_slide/{uuid}); absent on items stored before it existed. */
  uuid: z.optional(uuidSchema),
  number: z.int(),
  status: z.enum(gameStatuses),
  premiumLevel: premiumLevelSchema,
  difficulty: difficultySchema,
  themes: z.array(z.enum(gameThemes)),
  language: z.enum(gameLanguages),
  title: localized,
  slug: z.object({ en: z.string(), fr: z.string() }),
  description: localized,
  /** `variants`: the sized copies made when it was published (docs/adr/0025-image-variants-named-by-content.md); absent on older items. */
  image: z.object({ src: z.string(), width: z.number(), height: z.number(), variants: z.optional(imageVariantsSchema) }),
  refsCount: nonNegativeInt,
  /** Kept on META (atomic ADD when a score is stored) so one query lists games with their stats. */
  playedCount: z._default(nonNegativeInt, 0),
  scoreSum: z._default(z.number().check(z.nonnegative()), 0),
  /**
   * Bumped (atomic ADD) with any change of what judging a guess reads (a response's aliases or refused
   * forms): every warm function reloads the game's content at its next guess (games/content.ts).
   */
  contentVersion: z._default(nonNegativeInt, 0),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** Access pattern: list the games of a status in number order (GSI1 `GAMES#{status}`). */
export async function listGamesByStatus(status: GameItem['status']): Promise<GameItem[]> {
  return (await queryAllOfGsi1(keys.gamesByStatus(status)))
    // A designer's game without its picture yet is not a game a player can see (docs/back-office.md "The picture").
    .filter((item) => item.image)
    .map((item) => gameItemSchema.parse(item));
}

/** Access pattern: one game by id. */
export async function getGame(id: number): Promise<GameItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.game(id) }));
  return Item?.image ? gameItemSchema.parse(Item) : undefined;
}

/**
 * The game's content version (META `contentVersion`): one strongly consistent GetItem of one small
 * attribute (0.5 read unit when eventually consistent, 1 here), read at every guess so that a change
 * of what judges a guess (a promoted alias, a refused form) is seen at once by every warm function.
 */
export async function readContentVersion(gameId: number): Promise<number | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.game(gameId),
      ProjectionExpression: 'contentVersion, id',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return typeof Item.contentVersion === 'number' ? Item.contentVersion : 0;
}

/** The Update that makes every warm function reload a game's content: to put in the change's transaction. */
export function bumpContentVersion(gameId: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.game(gameId),
      UpdateExpression: 'ADD contentVersion :one',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** Outside a transaction (tests, scripts): the same bump. */
export async function bumpContentVersionNow(gameId: number): Promise<void> {
  await db.send(new UpdateCommand(bumpContentVersion(gameId).Update));
}
