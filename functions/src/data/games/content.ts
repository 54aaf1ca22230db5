import * as z from 'zod/mini';
import { seedReferenceSchema, TABLE, type AnswerCatalogue, type Response, type SeedReference } from '@quiz/shared';
import { heldAnswerCatalogue } from './answer-catalogue';
import { queryAll, tableName } from '../client';
import { keys } from '../keys';
import { gameItemSchema, readContentVersion, type GameItem } from './items';
import { getResponses } from './references';

/** A game with its references and the responses they point at: the answers, server side only. */
export interface GameContent {
  game: GameItem;
  references: SeedReference[];
  responses: Map<string, Response>;
  /** The famous works typed answers are read against (answer-catalogue.ts), when this function holds them. */
  catalogue?: AnswerCatalogue;
}

const referenceItemSchema = z.intersection(seedReferenceSchema, z.object({ order: z.int() }));

/** Access pattern: a game's META and REF# items in one query (pk = GAME#{id}, sk ≤ REF#~). */
function queryGameItems(gameId: number) {
  return queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    // META sorts before REF#; MISS# items (after REF#) are not read.
    ExpressionAttributeValues: { ':pk': keys.gamePk(gameId), ':from': 'META', ':to': `${keys.referencesPrefix}~` },
    // Consistent, like the version check: a reload after a change reads the change.
    ConsistentRead: true,
  });
}

const CACHE_MS = 60_000;
const cache = new Map<number, { at: number; content: Promise<GameContent | undefined> }>();

/** Access pattern: a game's content read now, uncached (a publish must see the latest). */
export async function readGameContent(gameId: number): Promise<GameContent | undefined> {
  const items = await queryGameItems(gameId);
  const meta = items.find((item) => item[TABLE.sortKey] === 'META');
  // A designer's game without its picture yet cannot be played (docs/back-office.md "The picture").
  if (!meta?.image) return undefined;
  const references = items
    .filter((item) => String(item[TABLE.sortKey]).startsWith(keys.referencesPrefix))
    .map((item) => referenceItemSchema.parse(item))
    .sort((a, b) => a.order - b.order);
  const responses = await getResponses(references.map((r) => r.response));
  return { game: gameItemSchema.parse(meta), references, responses };
}

function load(gameId: number, now: number): Promise<GameContent | undefined> {
  const content = readGameContent(gameId);
  cache.set(gameId, { at: now, content });
  content.catch(() => cache.delete(gameId));
  return content;
}

/**
 * Drops a game's cached content (or every game's) in this function instance: a designer's edit is
 * read at once by the calls served by the same instance (the local server runs every call in one
 * process). Another warm function in AWS keeps its copy up to CACHE_MS (docs/back-office.md).
 */
export function forgetGameContent(gameId?: number): void {
  if (gameId === undefined) cache.clear();
  else cache.delete(gameId);
}

/**
 * A game's content, kept a minute in a warm function: every guess needs it, and quizzes change
 * rarely. A cached copy is used only while the game's `contentVersion` is still the one it was read
 * with (one small consistent read, in parallel with the cached copy): a promoted alias changes the
 * verdict of the very next guess in every function (docs/adr/0030-content-version-for-the-cache.md
 *). Other edits that do not bump the version are live within the minute.
 */
export async function getGameContent(gameId: number, now = Date.now()): Promise<GameContent | undefined> {
  const content = await cachedGameContent(gameId, now);
  const catalogue = heldAnswerCatalogue();
  return content && catalogue ? { ...content, catalogue } : content;
}

async function cachedGameContent(gameId: number, now: number): Promise<GameContent | undefined> {
  const hit = cache.get(gameId);
  if (!hit || now - hit.at >= CACHE_MS) return load(gameId, now);
  const [content, version] = await Promise.all([hit.content, readContentVersion(gameId)]);
  if (content && version === content.game.contentVersion) return content;
  // Changed (or deleted) since it was cached: read it again, once for every caller waiting now.
  const current = cache.get(gameId);
  if (current && current !== hit) return current.content;
  return load(gameId, now);
}

/** Tests: forget every cached game. */
export function clearContentCacheForTests(): void {
  cache.clear();
}
