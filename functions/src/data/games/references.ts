import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  deskReferenceSchema, deskResponseSchema, normalizeAnswer, responseSchema, TABLE, type DeskReference, type DeskResponse, type Response,
} from '@quiz/shared';
import { batchGetAll, db, queryAll, queryAllOfGsi1, tableName } from '../client';
import { keys } from '../keys';
import { versionedUpdate, type TransactItem } from '../versioned';
import { bumpContentVersion } from './items';

/**
 * A game's references (`GAME#{id}`/`REF#{refId}`) and the responses they name (`RESPONSE#{id}`/`META`),
 * read by the players' content and by the designer, written by the designer (docs/back-office.md
 * "References and responses"). A reference item is the seed loader's item (scripts/src/seed/load-seed.ts:
 * keys, gameId, order and the seed reference's fields) plus `version`; a response item is the seed's
 * plus `version`, its listing in gsi1 (`RESPONSES`) and `search`, the matcher's normal forms of every
 * title and alias. Items written by the seed have no `version`: they read as version 0.
 */

/** The stored item of a response (seed loader and back-office alike). */
export function responseItem(response: Response, version?: number): Record<string, unknown> {
  const names = [...response.titles.en, ...response.titles.fr, ...response.aliases.en, ...response.aliases.fr];
  const search = `|${[...new Set(names.map(normalizeAnswer).filter(Boolean))].join('|')}|`;
  return {
    ...keys.response(response.id),
    ...keys.responseListing(response.id),
    ...response,
    search,
    ...(version === undefined ? {} : { version }),
  };
}

/** The stored item of a reference (seed loader and back-office alike). */
export function referenceItem(gameId: number, reference: Omit<DeskReference, 'version'> & { version?: number }): Record<string, unknown> {
  return { ...keys.reference(gameId, reference.id), ...keys.responseUse(reference.response, gameId, reference.id), gameId, ...reference };
}

const withVersion = (item: Record<string, unknown>) => ({ ...item, version: typeof item.version === 'number' ? item.version : 0 });
export const toDeskReference = (item: Record<string, unknown>): DeskReference => deskReferenceSchema.parse(withVersion(item));
export const toDeskResponse = (item: Record<string, unknown>): DeskResponse => deskResponseSchema.parse(withVersion(item));

/** A game's REF# items, consistent (a designer reads their own last save), unparsed. */
const queryReferenceItems = (gameId: number) => queryAll({
  TableName: tableName(),
  KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
  ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
  ExpressionAttributeValues: { ':pk': keys.gamePk(gameId), ':prefix': keys.referencesPrefix },
  ConsistentRead: true,
});

/** Access pattern: a game's references (pk = GAME#{id}, begins_with(sk, REF#)), in order. */
export async function listReferenceItems(gameId: number): Promise<DeskReference[]> {
  const items = await queryReferenceItems(gameId);
  return items.map(toDeskReference).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** Access pattern: a game's references, unparsed (the go-live check reports what is wrong). */
export async function getGameReferenceItems(id: number): Promise<Record<string, unknown>[]> {
  const items = await queryReferenceItems(id);
  return items.sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
}

/** Access pattern: one reference (consistent). */
export async function getReferenceItem(gameId: number, refId: string): Promise<DeskReference | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.reference(gameId, refId), ConsistentRead: true }));
  return Item ? toDeskReference(Item) : undefined;
}

/** Access pattern: one response (consistent). */
export async function getResponseItem(id: string): Promise<DeskResponse | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.response(id), ConsistentRead: true }));
  return Item ? toDeskResponse(Item) : undefined;
}

/** Access pattern: responses by id, parsed (BatchGet through `batchGetAll`). */
export async function getResponses(ids: string[]): Promise<Map<string, Response>> {
  const items = await getResponseItems(ids);
  return new Map([...items.values()].map((item) => responseSchema.parse(item)).map((response) => [response.id, response]));
}

/** Access pattern: responses by id, as stored (unparsed: the go-live check says what is missing). */
export async function getResponseItems(ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const items = await batchGetAll([...new Set(ids)].map((id) => keys.response(id)));
  return new Map(items.map((item) => [String(item.id), item]));
}

/**
 * Access pattern: search the response catalogue (gsi1 `RESPONSES`, by id) for a normalised text in
 * any title or alias (`contains(search, :q)`), `limit` matches a page. The cursor is the last id
 * answered: the next page starts after it.
 */
export async function searchResponses(normalised: string, limit: number, afterId?: string): Promise<{ responses: DeskResponse[]; lastId: string | null }> {
  const found: DeskResponse[] = [];
  let startKey: Record<string, unknown> | undefined = afterId
    ? { ...keys.response(afterId), ...keys.responseListing(afterId) }
    : undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#gpk = :gpk',
        ...(normalised ? { FilterExpression: 'contains(#search, :q)' } : {}),
        ExpressionAttributeNames: { '#gpk': TABLE.gsi1.partitionKey, ...(normalised ? { '#search': 'search' } : {}) },
        ExpressionAttributeValues: { ':gpk': keys.responsesListingPk, ...(normalised ? { ':q': normalised } : {}) },
        ExclusiveStartKey: startKey,
        Limit: normalised ? 500 : limit + 1,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push(toDeskResponse(item));
      if (found.length > limit) return { responses: found.slice(0, limit), lastId: found[limit - 1]!.id };
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { responses: found, lastId: null };
}

/**
 * Access pattern: the games whose references name a response (gsi1 `RESPONSE_USES#{id}`, one item
 * per reference), each once. The index is eventually consistent: a reference saved in the last
 * second may be missing; the caller adds the game it knows of.
 */
export async function listGamesUsingResponse(responseId: string): Promise<number[]> {
  const items = await queryAllOfGsi1(keys.responseUsesPk(responseId));
  return [...new Set(items.map((item) => Number(item.gameId)).filter(Number.isInteger))];
}

/** How many games a response change bumps in its own transaction (100 items at most, room for the change). */
export const MAX_BUMPS_IN_TRANSACTION = 90;

/**
 * The content-version bumps of the games using a response: those in the change's transaction, and
 * (past MAX_BUMPS_IN_TRANSACTION, far beyond any quiz) the rest, to run right after it.
 */
export function splitBumps(gameIds: readonly number[]): { inTransaction: TransactItem[]; after: number[] } {
  const unique = [...new Set(gameIds)];
  return {
    inTransaction: unique.slice(0, MAX_BUMPS_IN_TRANSACTION).map(bumpContentVersion),
    after: unique.slice(MAX_BUMPS_IN_TRANSACTION),
  };
}

/** The game's reference count (META refsCount) moved by `by`; the game must exist. */
export function addToRefsCount(gameId: number, by: number): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: keys.game(gameId),
      // The content version too (one Update of the META per transaction): every warm function reloads the game.
      UpdateExpression: 'ADD refsCount :by, contentVersion :one',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':by': by, ':one': 1 },
    },
  };
}

/** A reference's order set, its version moved on (a reorder is a change others must not overwrite). */
export function setOrder(gameId: number, refId: string, order: number, version: number): TransactItem {
  return versionedUpdate(
    {
      Key: keys.reference(gameId, refId),
      UpdateExpression: 'SET #order = :order, #version = :next',
      ExpressionAttributeNames: { '#order': 'order', '#version': 'version' },
      ExpressionAttributeValues: { ':order': order, ':next': version + 1 },
    },
    version,
  );
}
