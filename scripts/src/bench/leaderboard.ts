/**
 * Benchmark: a competition's leaderboard on DynamoDB Local, at any size (1,000,000 entries by
 * default). Starts the whole runtime in memory (API only) and writes a published competition. A
 * million entries written one by one through the stream would take hours on this machine, so the
 * board is **synthetic where nothing reads it**: the entries are a fixed distribution (score 0–10 in
 * tenths, duration 5–180 s); the rank buckets the stream's aggregation would keep for them are
 * written straight (`COMPETITION#{id}#RANKS`, one item per score and per score and second), and the
 * entries themselves are written as items only where a read reads them: the time buckets of the
 * measured players (each player's whole bucket, so the COUNT inside it reads what a real board
 * holds) and the first pages. The entries written as items are counted into the buckets by the
 * stream's aggregation itself (the runtime's poller), not by this script. Then it measures, warm,
 * the median of `rounds` calls of `GET /api/competition/{id}/board`:
 *  - the first page, anonymous;
 *  - the first page with the caller's own rank, for signed-in players near the top, in the middle
 *    and last (the own rank: a GetItem, two small Queries of the buckets, one bounded COUNT a shard),
 *    and checks each rank against the synthetic board's truth.
 *   npx tsx scripts/src/bench/leaderboard.ts [rounds=15] [entries=1000000]   (--quick: 2 rounds, 3,000 entries, as CI runs it)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { BOARD_PAGE_SIZE, DEFAULT_BOARD_SHARDS, type Competition } from '@quiz/shared';
import { competitionItem } from '@quiz/functions/data/competitions';
import { keys, rankBuckets } from '@quiz/functions/data/keys';
import { playerTag, rankKey, shardOf } from '@quiz/functions/rules/competition-board';
import { freePort } from '../local/dynamo';
import { LOCAL_TABLE, startRuntime } from '../local/runtime';
import { call, signedInPlayer, type Api } from './score-plays';
import { percentile, printTable } from './stats';

const quick = process.argv.includes('--quick');
const numbers = process.argv.slice(2).filter((a) => /^\d+$/.test(a)).map(Number);
const rounds = quick ? 2 : (numbers[0] ?? 15);
const count = quick ? 3_000 : (numbers[1] ?? 1_000_000);
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale: 100 });
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: runtime.dynamoEndpoint }));

interface BoardPage { entries: { rank: number }[]; cursor: string | null; me: { rank: number } | null }

/** Writes items 25 a request, 8 requests at a time. */
async function writeAll(items: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
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
}

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

  // The measured players, signed in through the stand-in: each takes the place of one synthetic entry.
  const places = [Math.floor(count * 0.001), Math.floor(count / 2), count - 1];
  const players = await Promise.all(places.map((_, i) => signedInPlayer(runtime, `Bench Player ${i}`)));
  const subOf = (api: Api) => (JSON.parse(Buffer.from(api.token!.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const subs = new Map(places.map((place, i) => [place, subOf(players[i]!)]));
  const facts = (i: number) => {
    const sub = subs.get(i) ?? `bench-${i}`;
    return { score: (i % 101) / 10, durationMs: 5_000 + ((i * 7919) % 175_000), startedAt: now - (i % 86_400) * 1000, sub };
  };
  const entryItem = (i: number) => {
    const entry = facts(i);
    const key = rankKey(entry);
    const shard = shardOf(entry.sub, DEFAULT_BOARD_SHARDS);
    return {
      ...keys.boardEntry(id, shard, entry.sub), ...keys.boardListing(id, shard, key), ...entry,
      competitionId: id, name: null, tag: playerTag(entry.sub), playId: randomUUID(), gameId: 1, rankKey: key, recordedAt: now, removed: false,
    };
  };

  // Which entries become items: the measured players' whole time buckets, and the best 100 (the first pages).
  const loadStarted = performance.now();
  const measuredBuckets = new Set(places.map((place) => rankBuckets.of(rankKey(facts(place)))[1]));
  const keyed = Array.from({ length: count }, (_, i) => rankKey(facts(i)));
  const best = new Set([...keyed.keys()].sort((a, b) => (keyed[a]! < keyed[b]! ? -1 : 1)).slice(0, 4 * BOARD_PAGE_SIZE));
  const asItems: number[] = [];
  const buckets = new Map<string, number>();
  keyed.forEach((key, i) => {
    const [score, time] = rankBuckets.of(key);
    if (measuredBuckets.has(time) || best.has(i)) {
      asItems.push(i);
      return;
    }
    buckets.set(score, (buckets.get(score) ?? 0) + 1);
    buckets.set(time, (buckets.get(time) ?? 0) + 1);
  });
  await writeAll([...buckets].map(([bucket, entries]) => ({ ...keys.rankBucket(id, bucket), entries })));
  await writeAll(asItems.map(entryItem));
  // The entries written as items reach the buckets through the stream, as in AWS.
  while ((await runtime.drainStats()) > 0);
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
  const rows: [string, string][] = [
    ['load (synthetic buckets and the entries read, through the stream)', `${(loadMs / 1000).toFixed(1)} s: ${buckets.size.toLocaleString('en')} bucket items, ${asItems.length.toLocaleString('en')} entry items`],
    ['first page, anonymous', `${firstPage.median.toFixed(1)} ms (p90 ${firstPage.p90.toFixed(1)} ms), ranks ${firstPage.page.entries[0]?.rank}–${firstPage.page.entries.at(-1)?.rank}`],
  ];
  for (const [i, place] of places.entries()) {
    const own = await measure(players[i]!, path());
    const truth = 1 + keyed.filter((key) => key < keyed[place]!).length;
    if (own.page.me?.rank !== truth) throw new Error(`own rank ${own.page.me?.rank} where the board says ${truth}`);
    // The own rank's share: the same first page read anonymously and signed in, round by round
    // (a busy machine drifts between two series), the median of the differences.
    const differences: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const a = performance.now();
      await call(anonymous, 'GET', path());
      const b = performance.now();
      await call(players[i]!, 'GET', path());
      differences.push(performance.now() - b - (b - a));
    }
    rows.push([`first page + own rank ${truth.toLocaleString('en')} (exact), signed in`, `${own.median.toFixed(1)} ms (p90 ${own.p90.toFixed(1)} ms); own rank alone: median ${percentile(differences, 50).toFixed(1)} ms`]);
  }
  printTable(`Leaderboard at ${count.toLocaleString('en')} entries (${DEFAULT_BOARD_SHARDS} shards, pages of ${BOARD_PAGE_SIZE}), local runtime (DynamoDB Local), median of ${rounds} warm calls`, rows);
} finally {
  await runtime.stop();
}
