/**
 * Benchmark: what a page loads at start, in bytes and milliseconds, as the catalogue and a
 * player's history grow. Starts the whole runtime in memory (API only), then measures, warm, the
 * median of `rounds` calls:
 *  - with 4 (the seed), 200 and 1,000 live games: `GET /api/init` anonymous, and the public catalogue
 *    document `GET /api/catalogue` (when the server has it: the same script measures before and after);
 *  - a signed-in player with 200 plays of real games (posted through `POST /api/post_scores`):
 *    `GET /api/init`, and the first page of their history `GET /api/scores` (when the server has it).
 * Sizes are of the JSON as sent, and gzipped as CloudFront would compress it.
 * Extra games are copies of the seed's first game's META item under new ids and numbers, written
 * straight to the local table (the catalogue reads only META items).
 *   npx tsx scripts/src/bench/init-size.ts [rounds=15] [plays=200]
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@quiz/functions/data/keys';
import { freePort } from '../local/dynamo';
import { LOCAL_TABLE, startRuntime } from '../local/runtime';
import { call, playedScores, signedInPlayer, type Api } from './score-plays';
import { percentile, printTable } from './stats';

const rounds = Number(process.argv[2] ?? 15);
const plays = Number(process.argv[3] ?? 200);
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale: 100 });
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: runtime.dynamoEndpoint }));

interface Measure { status: number; bytes: number; gzip: number; ms: number }

/** Median size and time of `rounds` calls (after one warm-up call). */
async function measure(api: Api, path: string): Promise<Measure> {
  await call(api, 'GET', path);
  const times: number[] = [];
  let bytes = 0;
  let gzip = 0;
  let status = 0;
  for (let i = 0; i < rounds; i++) {
    const headers: Record<string, string> = api.token ? { authorization: `Bearer ${api.token}` } : {};
    const started = performance.now();
    const res = await fetch(`${api.url}${path}`, { headers });
    const body = await res.text();
    times.push(performance.now() - started);
    bytes = Buffer.byteLength(body);
    gzip = gzipSync(body).length;
    status = res.status;
  }
  return { status, bytes, gzip, ms: percentile(times, 50) };
}

const show = (m: Measure) =>
  (m.status === 200 ? `${(m.bytes / 1024).toFixed(1)} KB (gzip ${(m.gzip / 1024).toFixed(1)} KB), ${m.ms.toFixed(1)} ms p50` : `(answers ${m.status})`);

/** Adds live games until the catalogue holds `count`. */
async function growCatalogueTo(count: number, have: number): Promise<void> {
  const { Item: model } = await db.send(new GetCommand({ TableName: LOCAL_TABLE, Key: keys.game(1) }));
  if (!model) throw new Error('the seed has no game 1');
  const items: Record<string, unknown>[] = [];
  for (let n = have; n < count; n++) {
    const id = 10_000 + n;
    items.push({ ...model, ...keys.game(id), ...keys.gameListing('live', id), id, number: id, status: 'live' });
  }
  for (let i = 0; i < items.length; i += 25) {
    await db.send(new BatchWriteCommand({ RequestItems: { [LOCAL_TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

try {
  const anonymous: Api = { url: runtime.url };
  const player = await signedInPlayer(runtime, 'Bench history');
  const scores = await playedScores(player, plays);
  for (let i = 0; i < scores.length; i += 100) await call(player, 'POST', '/api/post_scores', scores.slice(i, i + 100));
  const rows: [string, string][] = [];
  const seedGames = (await call<{ gamesCount?: number }>(anonymous, 'GET', '/api/catalogue?l=en')).json.gamesCount
    ?? (await call<{ gamesCount: number }>(anonymous, 'GET', '/api/init?l=en')).json.gamesCount;
  // The player's figures first, over the seed's games only.
  rows.push([`signed in, ${plays} plays: GET /api/init`, show(await measure(player, '/api/init?l=en'))]);
  rows.push([`signed in, ${plays} plays: GET /api/scores (first page)`, show(await measure(player, '/api/scores'))]);
  let have = seedGames;
  for (const count of [seedGames, 200, 1000]) {
    await growCatalogueTo(count, have);
    have = Math.max(have, count);
    rows.push([`${count} games: GET /api/init (anonymous)`, show(await measure(anonymous, '/api/init?l=en'))]);
    rows.push([`${count} games: GET /api/init (signed in, ${plays} plays)`, show(await measure(player, '/api/init?l=en'))]);
    rows.push([`${count} games: GET /api/catalogue`, show(await measure(anonymous, '/api/catalogue?l=en'))]);
  }
  printTable(`What a page loads at start, local runtime (DynamoDB Local), median of ${rounds} warm calls`, rows);
} finally {
  db.destroy();
  await runtime.stop();
}
