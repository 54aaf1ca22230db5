import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { responseSchema, seedReferenceSchema, TABLE, type Response, type SeedReference } from '@quiz/shared';
import { db, tableName } from './client';
import { keys } from './keys';
import { gameItemSchema, type GameItem } from './games';

/** A game with its references and the responses they point at: the answers, server side only. */
export interface GameContent {
  game: GameItem;
  references: SeedReference[];
  responses: Map<string, Response>;
}

const referenceItemSchema = z.intersection(seedReferenceSchema, z.object({ order: z.int() }));

/** Access pattern: a game's META and REF# items in one query (pk = GAME#{id}, sk ≤ REF#~). */
async function queryGameItems(gameId: number) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
        // META sorts before REF#; MISS# items (after REF#) are not read.
        ExpressionAttributeValues: { ':pk': keys.gamePk(gameId), ':from': 'META', ':to': `${keys.referencesPrefix}~` },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Access pattern: responses by id, 100 keys a request, unprocessed keys retried. */
export async function getResponses(ids: string[]): Promise<Map<string, Response>> {
  const found = new Map<string, Response>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Record<string, unknown>[] = unique.slice(i, i + 100).map((id) => keys.response(id));
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 8) throw new Error('responses kept unprocessed by DynamoDB');
      const out = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const response = responseSchema.parse(item);
        found.set(response.id, response);
      }
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
      if (pending.length) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
    }
  }
  return found;
}

const CACHE_MS = 60_000;
const cache = new Map<number, { at: number; content: Promise<GameContent | undefined> }>();

/** Access pattern: a game's content read now, uncached (a publish must see the latest). */
export async function readGameContent(gameId: number): Promise<GameContent | undefined> {
  const items = await queryGameItems(gameId);
  const meta = items.find((item) => item[TABLE.sortKey] === 'META');
  if (!meta) return undefined;
  const references = items
    .filter((item) => String(item[TABLE.sortKey]).startsWith(keys.referencesPrefix))
    .map((item) => referenceItemSchema.parse(item))
    .sort((a, b) => a.order - b.order);
  const responses = await getResponses(references.map((r) => r.response));
  return { game: gameItemSchema.parse(meta), references, responses };
}

/**
 * A game's content, kept a minute in a warm function: every guess needs it, and quizzes change
 * rarely (a designer's edit is live within a minute).
 */
export function getGameContent(gameId: number, now = Date.now()): Promise<GameContent | undefined> {
  const hit = cache.get(gameId);
  if (hit && now - hit.at < CACHE_MS) return hit.content;
  const content = readGameContent(gameId);
  cache.set(gameId, { at: now, content });
  content.catch(() => cache.delete(gameId));
  return content;
}
