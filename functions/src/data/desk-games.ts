import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { gameStatuses, LOCALES, nonNegativeInt, TABLE, type DeskGame, type Locale } from '@quiz/shared';
import { writeWithAudit, type AuditEntry } from './audit';
import { db, queryAll, queryAllOfGsi1, tableName } from './client';
import { gameItemSchema } from './games';
import { keys } from './keys';
import { versionedPut, versionedUpdate, type TransactItem } from './versioned';

/**
 * The designer's games (issue 22): the player's META item (games.ts) read with what a game being
 * built may lack (no picture yet) and its `version`; written in transactions with the slug locks
 * and the audit entry. Keys are the seed's (`GAME#{id}`/`META`, gsi1 `GAMES#{status}`), so the
 * player's catalogue, quiz page and plays read a designer-made game as they read a seed game.
 */

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

/** Access pattern: a game's META and REF# items, unparsed (the go-live check reports what is wrong). */
export async function getGameReferenceItems(id: number): Promise<Record<string, unknown>[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :ref)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':pk': keys.gamePk(id), ':ref': keys.referencesPrefix },
    ConsistentRead: true,
  });
  return items.sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
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

/** Access pattern: responses by id, as stored (unparsed: the go-live check says what is missing). */
export async function getResponseItems(ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Record<string, unknown>[] = unique.slice(i, i + 100).map((id) => keys.response(id));
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 8) throw new Error('responses kept unprocessed by DynamoDB');
      const out = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }));
      for (const item of out.Responses?.[tableName()] ?? []) found.set(String(item.id), item);
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
      if (pending.length) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
    }
  }
  return found;
}
