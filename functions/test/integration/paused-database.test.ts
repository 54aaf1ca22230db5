import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routes, TABLE } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { loadSeed } from '../../../scripts/src/seed/load-seed';
import { startDynamoLocal, type LocalDynamo } from '../../../scripts/src/local/dynamo';

/**
 * A burst of play starts while the database stops answering for 1.8 s (its Java process paused with
 * SIGSTOP, then resumed), as a slow database does (data README "Writes under retries"): a start
 * answers its play or 503 with Retry-After, never 500, and every play item in the table is one that
 * a start answered. This file pauses its own DynamoDB Local, never the one other test files share.
 */

const STARTS = 40;
const SPACING_MS = 100;
const PAUSE_AFTER_MS = 1000;
const PAUSE_MS = 1800;

let dynamo: LocalDynamo;
let db: DynamoDBDocumentClient;
let tableName: string;
let startPlay: LambdaHandler;

beforeAll(async () => {
  dynamo = await startDynamoLocal({ dataDir: null });
  ({ db, tableName } = await useIntegrationTable(dynamo.endpoint));
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  startPlay = (await import('../../src/handlers/startPlay')).handler;
});

afterAll(async () => {
  await dynamo?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every play item of the table (a Scan: this table holds the fixture and the burst only). */
async function playIdsInTable(): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({
      TableName: tableName, ExclusiveStartKey: startKey, ConsistentRead: true,
      FilterExpression: 'begins_with(#pk, :play) AND #sk = :meta',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
      ExpressionAttributeValues: { ':play': 'PLAY#', ':meta': 'META' },
    }));
    ids.push(...(page.Items ?? []).map((item) => String(item.playId)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids.sort();
}

describe('play starts with the database paused mid-burst', () => {
  it('answers 200 or 503 (with Retry-After), never 500, and leaves no play that no start answered', async () => {
    const pid = dynamo.pid;
    if (pid === undefined) throw new Error('DynamoDB Local has no process id');
    // A fresh Java process answers its first calls slowly: a few starts first, answered before the burst.
    const warmUp: Awaited<ReturnType<typeof invoke>>[] = [];
    for (let i = 0; i < 5; i++) warmUp.push(await invoke(startPlay, apiEvent(routes.startPlay, { body: { gameId: 1, mode: 'FREE', locale: 'en' } })));
    const pause = (async () => {
      await sleep(PAUSE_AFTER_MS);
      process.kill(pid, 'SIGSTOP');
      try {
        await sleep(PAUSE_MS);
      } finally {
        process.kill(pid, 'SIGCONT');
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: STARTS }, async (_, i) => {
        await sleep(i * SPACING_MS);
        return invoke(startPlay, apiEvent(routes.startPlay, { body: { gameId: 1, mode: i % 2 ? 'QUIZ' : 'FREE', locale: 'en' } }));
      }),
    );
    await pause;
    const byStatus: Record<string, typeof answers> = {};
    for (const answer of answers) (byStatus[String(answer.status)] ??= []).push(answer);
    console.info('play starts by status, database paused 1.8 s:', Object.fromEntries(Object.entries(byStatus).map(([status, list]) => [status, list.length])));
    expect(Object.keys(byStatus).filter((s) => s !== '200' && s !== '503')).toEqual([]);
    for (const answer of byStatus['503'] ?? []) expect(Number(answer.headers['retry-after'] ?? answer.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(warmUp.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const answered = [...warmUp, ...(byStatus['200'] ?? [])].map((a) => (a.json as { play: { playId: string } }).play.playId).sort();
    expect(await playIdsInTable()).toEqual(answered);
  }, 90_000);
});
