import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { gameStatuses, LOCALES, nonNegativeInt, TABLE, type DeskGame, type Locale } from '@quiz/shared';
import { writeWithAudit, type AuditEntry } from '../audit';
import { db, queryAllOfGsi1, tableName } from '../client';
import { keys } from '../keys';
import { versionedPut, versionedUpdate, type TransactItem } from '../versioned';
import { gameItemSchema } from './items';

/**
 * The designer's reads and writes of a game's META item (docs/back-office.md "Designer: games and
 * pictures"): a game being built may lack its picture; written in transactions with its slug locks and
 * its audit entry. The same item as players read it: items.ts.
 */

/** The META item as the designer reads it: a game being built may lack its picture; seed items carry no version. */
export const deskGameItemSchema = z.extend(z.omit(gameItemSchema, { image: true }), {
  image: z.optional(gameItemSchema.shape.image),
  /** Seed items carry none: read as 0, written as 1 by the first save. */
  version: z._default(nonNegativeInt, 0),
});
export type DeskGameItem = z.infer<typeof deskGameItemSchema>;


/** What the desk answers: the stored item without its running stats. */
export function toDeskGame(item: DeskGameItem): DeskGame {
  const { playedCount: _played, scoreSum: _sum, ...game } = item;
  return game;
}

/** Access pattern: every game of every status (one gsi1 query per status), in number order. */
export async function listAllGames(): Promise<DeskGameItem[]> {
  const lists = await Promise.all(
    gameStatuses.map(async (status) => {
      return (await queryAllOfGsi1(keys.gamesByStatus(status))).map((item) => deskGameItemSchema.parse(item));
    }),
  );
  return lists.flat().sort((a, b) => a.number - b.number);
}

/** Access pattern: one game as the desk reads it (consistent: a designer sees their own last save). */
export async function getDeskGameItem(id: number): Promise<DeskGameItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.game(id), ConsistentRead: true }));
  return Item ? deskGameItemSchema.parse(Item) : undefined;
}

/** A slug lock is held by another game (the locale says which field). */
export class SlugLockTakenError extends Error {
  constructor(readonly locale: Locale) {
    super(`slug ${locale} taken`);
  }
}
/** The META item's condition failed: a stale version, or (create) the id already exists. */
export class GameConditionError extends Error {}

const slugLockPuts = (gameId: number, slug: Record<Locale, string>, changed: readonly Locale[]): TransactItem[] =>
  changed.map((locale) => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.gameSlug(locale, slug[locale]), gameId },
      // Free, or already this game's (a seed game saving its own slug for the first time).
      ConditionExpression: 'attribute_not_exists(#pk) OR gameId = :id',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':id': gameId },
    },
  }));

/** The META write (first), the slug locks of `lockLocales` (next), then the rest, with the audit entry. */
async function transact(items: TransactItem[], lockLocales: readonly Locale[], audit: AuditEntry): Promise<void> {
  const failed = await writeWithAudit(items, audit);
  if (failed.includes(0)) throw new GameConditionError('game condition failed');
  const lock = lockLocales.findIndex((_, i) => failed.includes(1 + i));
  if (lock >= 0) throw new SlugLockTakenError(lockLocales[lock]!);
  if (failed.length) throw new Error('slug lock release failed');
}

/** Creates a game's META item (never over an existing id), its slug locks and its audit entry, at once. */
export async function createGameItem(item: DeskGameItem, audit: AuditEntry): Promise<void> {
  await transact(
    [versionedPut({ ...keys.game(item.id), ...keys.gameListing(item.status, item.number), ...item }, null), ...slugLockPuts(item.id, item.slug, LOCALES)],
    LOCALES,
    audit,
  );
}

/**
 * Writes a game's new state at the version it was read (`previous.version`): the META item (its
 * listing follows its status), the slug locks of changed slugs (the old ones freed), the audit
 * entry. A stale version or a taken slug writes nothing.
 */
export async function saveGameItem(previous: DeskGameItem, next: DeskGameItem, audit: AuditEntry): Promise<void> {
  const changed = LOCALES.filter((locale) => previous.slug[locale] !== next.slug[locale]);
  const { id, ...rest } = next;
  const names: Record<string, string> = { '#gpk': TABLE.gsi1.partitionKey, '#gsk': TABLE.gsi1.sortKey };
  const values: Record<string, unknown> = {
    ':gpk': keys.gameListing(next.status, next.number)[TABLE.gsi1.partitionKey],
    ':gsk': keys.gameListing(next.status, next.number)[TABLE.gsi1.sortKey],
  };
  const sets = ['#gpk = :gpk', '#gsk = :gsk'];
  for (const [field, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  await transact(
    [
      // Seed items have no version: they are at version 0 (versionCondition).
      versionedUpdate({ Key: keys.game(id), UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }, previous.version),
      ...slugLockPuts(id, next.slug, changed),
      ...changed.map((locale) => ({
        Delete: {
          TableName: tableName(),
          Key: keys.gameSlug(locale, previous.slug[locale]),
          ConditionExpression: 'attribute_not_exists(#pk) OR gameId = :id',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
          ExpressionAttributeValues: { ':id': id },
        },
      })),
    ],
    changed,
    audit,
  );
}
