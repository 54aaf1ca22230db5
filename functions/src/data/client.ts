import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import { env } from '../lib/env';

/**
 * How long the API waits on DynamoDB before answering 503 (docs/adr/0016-failing-fast-on-the-database.md): a
 * request that has not answered in 1.2 s is tried once more, so a call gives up after about 2.5 s
 * (the SDK's defaults, 3 attempts with no request timeout, could hang far past the API's own
 * 29 s limit). DynamoDB answers in milliseconds when it is well.
 */
export const DB_TIMEOUTS = { maxAttempts: 2, connectionTimeoutMs: 500, requestTimeoutMs: 1200 } as const;

/** Module-scope document client, reused across invocations of a warm function. */
export const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    maxAttempts: DB_TIMEOUTS.maxAttempts,
    requestHandler: {
      connectionTimeout: DB_TIMEOUTS.connectionTimeoutMs,
      requestTimeout: DB_TIMEOUTS.requestTimeoutMs,
      // Without it, @smithy/node-http-handler only logs a request past its timeout and goes on waiting.
      throwOnRequestTimeout: true,
    },
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = (): string => env().TABLE_NAME;

/**
 * Every item of one Query, page after page (DynamoDB answers at most 1 MB a page, or `Limit` items):
 * the one paging loop of the data layer. `Limit`, if given, is the size of a page, not of the answer.
 */
export async function queryAll(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Every item of these keys (BatchGet, consistent, 100 keys a request, unprocessed keys retried with
 * backoff): the one BatchGet loop of the data layer. The requests of more than 100 keys go in parallel.
 */
export async function batchGetAll(itemKeys: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < itemKeys.length; i += BATCH_GET_LIMIT) chunks.push(itemKeys.slice(i, i + BATCH_GET_LIMIT));
  return (await Promise.all(chunks.map(batchGetChunk))).flat();
}

/** DynamoDB's most keys in one BatchGetItem. */
const BATCH_GET_LIMIT = 100;

async function batchGetChunk(chunk: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let pending = chunk;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('items kept unprocessed by DynamoDB');
    const out = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }));
    found.push(...(out.Responses?.[tableName()] ?? []));
    pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    if (pending.length) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
  }
  return found;
}

/** A Query of one whole gsi1 partition (the index's key condition, nothing else). */
function gsi1Partition(partitionKey: string) {
  return {
    TableName: tableName(),
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey },
    ExpressionAttributeValues: { ':pk': partitionKey },
  };
}

/** Every item of one gsi1 partition, in sort-key order (a listing's whole query). */
export function queryAllOfGsi1(partitionKey: string): Promise<Record<string, unknown>[]> {
  return queryAll(gsi1Partition(partitionKey));
}

/** The newest `limit` items of one gsi1 partition (its sort key ends with a time), newest first: one Query. */
export async function newestOfGsi1(partitionKey: string, limit: number): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db.send(new QueryCommand({ ...gsi1Partition(partitionKey), ScanIndexForward: false, Limit: limit }));
  return Items;
}
