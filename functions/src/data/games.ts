import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import {
  difficultySchema, gameLanguages, imageVariantsSchema, uuidSchema, gameStatuses, gameThemes, localized, nonNegativeInt, premiumLevelSchema,
} from '@quiz/shared';
import { db, queryAllOfGsi1, tableName } from './client';
import { keys } from './keys';

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
  /** `variants`: the sized copies made when it was published (issue 21); absent on older items. */
  image: z.object({ src: z.string(), width: z.number(), height: z.number(), variants: z.optional(imageVariantsSchema) }),
  refsCount: nonNegativeInt,
  /** Kept on META (atomic ADD when a score is stored) so one query lists games with their stats. */
  playedCount: z._default(nonNegativeInt, 0),
  scoreSum: z._default(z.number().check(z.nonnegative()), 0),
  /**
   * Bumped (atomic ADD) with any change of what judging a guess reads (a response's aliases or refused
   * forms): every warm function reloads the game's content at its next guess (content.ts).
   */
  contentVersion: z._default(nonNegativeInt, 0),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** Access pattern: list the games of a status in number order (GSI1 `GAMES#{status}`). */
export async function listGamesByStatus(status: GameItem['status']): Promise<GameItem[]> {
  return (await queryAllOfGsi1(keys.gamesByStatus(status)))
    // A designer's game without its picture yet (issue 22) is not a game a player can see.
    .filter((item) => item.image)
    .map((item) => gameItemSchema.parse(item));
}

/** Access pattern: one game by id. */
export async function getGame(id: number): Promise<GameItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.game(id) }));
  return Item?.image ? gameItemSchema.parse(Item) : undefined;
}
