/**
 * Benchmark (issue 23): a competition's leaderboard at 10,000 entries on DynamoDB Local. Starts the
 * whole runtime in memory (API only), writes a published competition and `entries` board entries
 * straight to the table (the items score recording writes: sharded partitions, gsi1 in rank order),
 * then measures, warm, the median of `rounds` calls of `GET /api/competition/{id}/board`:
 *  - the first page, anonymous;
 *  - a later page (the cursor of the page at rank 5,001), anonymous;
 *  - the first page with the caller's own rank, for a signed-in player ranked in the middle (the
 *    own rank is a GetItem and one COUNT query per shard over the keys before theirs).
 *   npx tsx scripts/src/bench/leaderboard.ts [rounds=15] [entries=10000]
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { BOARD_PAGE_SIZE, DEFAULT_BOARD_SHARDS, type Competition } from '@quiz/shared';
import { competitionItem } from '@quiz/functions/data/competitions';
import { keys } from '@quiz/functions/data/keys';
import { playerTag, rankKey, shardOf } from '@quiz/functions/domain/competition-board-rules';
import { freePort } from '../local/dynamo';
import { LOCAL_TABLE, startRuntime } from '../local/runtime';
import { call, signedInPlayer, type Api } from './score-plays';
import { percentile, printTable } from './stats';

const rounds = Number(process.argv[2] ?? 15);
const count = Number(process.argv[3] ?? 10_000);
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale: 100 });
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: runtime.dynamoEndpoint }));

interface BoardPage { entries: { rank: number }[]; cursor: string | null; me: { rank: number } | null }

try {
  const now = Date.now();
  const id = `c-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const competition: Competition = {
    id, titles: { en: 'Bench cup', fr: 'Coupe du banc' }, rules: { en: 'Rules', fr: 'Règles' }, gameIds: [1],
    start: '2026-01-01T00:00', end: '2027-01-01T00:00', timeZone: 'UTC', status: 'published',
    startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z', version: 1, boardShards: DEFAULT_BOARD_SHARDS,
    createdAt: new Date(now).toISOString(), updatedAt: new Date(now).toISOString(),
  };
  await db.send(new PutCommand({ TableName: LOCAL_TABLE, Item: competitionItem(competition) }));

  // The player whose own rank is read: signed in through the stand-in, placed in the middle.
  const player = await signedInPlayer(runtime, 'Bench Player');
  const playerSub = (JSON.parse(Buffer.from(player.token!.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const entryOf = (sub: string, i: number) => {
    const entry = { score: (i % 101) / 10, durationMs: 5_000 + ((i * 7919) % 175_000), startedAt: now - (i % 86_400) * 1000, sub };
    const key = rankKey(entry);
    const shard = shardOf(sub, DEFAULT_BOARD_SHARDS);
    return {
      ...keys.boardEntry(id, shard, sub), ...keys.boardListing(id, shard, key), ...entry,
      competitionId: id, name: null, tag: playerTag(sub), playId: randomUUID(), gameId: 1, rankKey: key, recordedAt: now, removed: false,
    };
  };
  const items = Array.from({ length: count }, (_, i) => entryOf(i === count / 2 ? playerSub : `bench-${i}-${randomUUID()}`, i));
  const loadStarted = performance.now();
  const batches: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < batches.length) {
      let pending: Record<string, unknown>[] = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const out = await db.send(new BatchWriteCommand({ RequestItems: { [LOCAL_TABLE]: pending } }));
        pending = (out.UnprocessedItems?.[LOCAL_TABLE] ?? []) as Record<string, unknown>[];
      }
    }
  }));
  const loadMs = performance.now() - loadStarted;

  const anonymous: Api = { url: runtime.url };
  const path = (cursor?: string) => `/api/competition/${id}/board${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;

  /** Median and p90 of `rounds` calls, after one warm-up call. */
  async function measure(api: Api, url: string): Promise<{ median: number; p90: number; page: BoardPage }> {
    const first = await call<BoardPage>(api, 'GET', url);
    if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await call(api, 'GET', url);
      times.push(performance.now() - started);
    }
    return { median: percentile(times, 50), p90: percentile(times, 90), page: first.json };
  }

  const firstPage = await measure(anonymous, path());
  // The cursor of the page starting at rank 5,001: read page after page once.
  const target = Math.floor(count / 2 / BOARD_PAGE_SIZE);
  let cursor: string | null = firstPage.page.cursor;
  const walkStarted = performance.now();
  for (let page = 1; page < target && cursor; page++) cursor = (await call<BoardPage>(anonymous, 'GET', path(cursor))).json.cursor;
  const walkMs = performance.now() - walkStarted;
  const laterPage = await measure(anonymous, path(cursor ?? undefined));
  const own = await measure(player, path());
  if (!own.page.me) throw new Error('the player has no own rank');

  printTable(`Leaderboard at ${count.toLocaleString('en')} entries (${DEFAULT_BOARD_SHARDS} shards, pages of ${BOARD_PAGE_SIZE}), local runtime (DynamoDB Local), median of ${rounds} warm calls`, [
    ['load (BatchWrite, 8 at a time)', `${(loadMs / 1000).toFixed(1)} s`],
    ['first page, anonymous', `${firstPage.median.toFixed(1)} ms (p90 ${firstPage.p90.toFixed(1)} ms), ranks ${firstPage.page.entries[0]?.rank}–${firstPage.page.entries.at(-1)?.rank}`],
    [`later page (page ${target + 1})`, `${laterPage.median.toFixed(1)} ms (p90 ${laterPage.p90.toFixed(1)} ms), ranks ${laterPage.page.entries[0]?.rank}–${laterPage.page.entries.at(-1)?.rank}`],
    ['first page + own rank, signed in', `${own.median.toFixed(1)} ms (p90 ${own.p90.toFixed(1)} ms), own rank ${own.page.me.rank}`],
    ['own rank alone (difference)', `${(own.median - firstPage.median).toFixed(1)} ms`],
    [`walking ${target} pages once`, `${(walkMs / Math.max(1, target - 1)).toFixed(1)} ms a page`],
  ]);
} finally {
  await runtime.stop();
}
