import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@quiz/functions/data/keys';
import { TABLE } from '@quiz/shared';
import { startDynamoLocal, type LocalDynamo } from '../../src/local/dynamo';
import { ensureTable } from '../../src/local/table';
import { belongsToPhase, copyTable, type CopyProgress } from '../../src/restore/table-copy';

/**
 * The table's restore into the stack (docs/operating.md "Restore"): a restored table's items copied into
 * the stack's table, in two phases, resumable, against DynamoDB Local.
 */
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let dynamo: LocalDynamo;
let client: DynamoDBClient;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  dynamo = await startDynamoLocal({ dataDir: null });
  client = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint, credentials });
  db = DynamoDBDocumentClient.from(client);
}, 60_000);
afterAll(async () => {
  client?.destroy();
  await dynamo?.stop();
});

const everything = async (table: string) => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const key = (i: Record<string, unknown>) => `${String(i[TABLE.partitionKey])}|${String(i[TABLE.sortKey])}`;
  return items.sort((a, b) => key(a).localeCompare(key(b)));
};

async function fill(table: string, items: Record<string, unknown>[]) {
  for (let i = 0; i < items.length; i += 25) {
    await db.send(new BatchWriteCommand({ RequestItems: { [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

const aggregates = [
  { ...keys.siteStats(), playedCount: 40 },
  { ...keys.game(7), title: 'Impressionists', playedCount: 12 },
  { ...keys.miss(7, 'r1', 'monet'), count: 3 },
  { ...keys.rankBucket('c1', 'SCORE#000125'), entries: 2 },
];
const streamProgress = { ...keys.streamProgress('shardId-0001'), sequence: '123' };
const players = Array.from({ length: 120 }, (_, n) => ({ ...keys.userProfile(`0000000${n}-0000-4000-8000-000000000000`), name: `Player ${n}`, version: 1 }));

describe('copying a restored table into the stack\'s table', () => {
  it('phase items copies everything but the aggregation\'s items, then phase aggregates those; never the stream\'s progress', async () => {
    await Promise.all([ensureTable(client, 'copy-source-a'), ensureTable(client, 'copy-target-a')]);
    await fill('copy-source-a', [...players, ...aggregates, streamProgress, { ...keys.reference(7, 'r1'), answer: 'Monet' }]);
    const items = await copyTable({ db, sourceTable: 'copy-source-a', targetTable: 'copy-target-a', phase: 'items', pageSize: 50 });
    expect(items).toMatchObject({ copied: players.length + 1, done: true });
    expect(await everything('copy-target-a')).toHaveLength(players.length + 1);

    const counters = await copyTable({ db, sourceTable: 'copy-source-a', targetTable: 'copy-target-a', phase: 'aggregates' });
    expect(counters.copied).toBe(aggregates.length);
    const target = await everything('copy-target-a');
    expect(target).toHaveLength(players.length + 1 + aggregates.length);
    expect(target.some((i) => String(i[TABLE.partitionKey]).startsWith('STREAM#'))).toBe(false);
    expect(target).toContainEqual(aggregates[1]);
  });

  it('a run interrupted after a page resumes from its saved progress and copies each item once', async () => {
    await Promise.all([ensureTable(client, 'copy-source-b'), ensureTable(client, 'copy-target-b')]);
    await fill('copy-source-b', players);
    let saved: CopyProgress | undefined;
    let pages = 0;
    await expect(
      copyTable({
        db, sourceTable: 'copy-source-b', targetTable: 'copy-target-b', phase: 'items', pageSize: 40,
        onPage: (p) => {
          saved = structuredClone(p);
          if (++pages === 1) throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    expect(saved).toMatchObject({ copied: 40, done: false });
    const writes: number[] = [];
    const resumed = await copyTable({ db, sourceTable: 'copy-source-b', targetTable: 'copy-target-b', phase: 'items', pageSize: 40, resumeFrom: saved, onPage: (p) => void writes.push(p.copied) });
    expect(resumed).toMatchObject({ copied: players.length, done: true });
    expect(writes[0]).toBe(80); // went on from the second page
    expect(await everything('copy-target-b')).toEqual(await everything('copy-source-b'));
  });

  it('retries the items DynamoDB leaves unprocessed until every one is written', async () => {
    await Promise.all([ensureTable(client, 'copy-source-c'), ensureTable(client, 'copy-target-c')]);
    await fill('copy-source-c', players.slice(0, 30));
    // The first write of each batch leaves its last item unprocessed, as a throttled BatchWriteItem does.
    let left = 0;
    const send = db.send.bind(db);
    const flaky = Object.assign(Object.create(db) as DynamoDBDocumentClient, {
      send: async (command: unknown) => {
        const answer = (await send(command as never)) as Record<string, unknown>;
        if (command instanceof BatchWriteCommand && left++ % 2 === 0) {
          const requests = command.input.RequestItems!['copy-target-c']!;
          return { ...answer, UnprocessedItems: { 'copy-target-c': requests.slice(-1) } };
        }
        return answer;
      },
    });
    const done = await copyTable({ db: flaky, sourceTable: 'copy-source-c', targetTable: 'copy-target-c', phase: 'items', retryDelayMs: 1 });
    expect(done.copied).toBe(30);
    expect(await everything('copy-target-c')).toHaveLength(30);
    expect(left).toBeGreaterThan(2);
  });

  it('refuses to copy a table onto itself, or to resume another phase\'s progress', async () => {
    await expect(copyTable({ db, sourceTable: 'copy-target-a', targetTable: 'copy-target-a', phase: 'items' })).rejects.toThrow(/same table/);
    await expect(copyTable({ db, sourceTable: 'copy-source-a', targetTable: 'copy-target-a', phase: 'aggregates', resumeFrom: { phase: 'items', copied: 0, done: false } })).rejects.toThrow(/phase items/);
  });

  it('sorts the aggregation\'s items from the rest (functions/src/data/keys.ts)', () => {
    for (const item of aggregates) expect(belongsToPhase(item, 'aggregates')).toBe(true);
    for (const item of [players[0]!, { ...keys.reference(7, 'r1') }, { ...keys.play('p1') }, { ...keys.competition('c1') }]) expect(belongsToPhase(item, 'items')).toBe(true);
    expect(belongsToPhase(streamProgress, 'items') || belongsToPhase(streamProgress, 'aggregates')).toBe(false);
  });
});
