/**
 * Benchmark: the init call that carries a player's unsynced scores (target: < 1 s against
 * local DynamoDB). Starts the whole runtime in memory (API only), signs players in, plays real games
 * through the API (start, a find on every other play, finish), then times
 * `POST /api/post_scores?init=1` with 200 of their scores: the first post (all new: checked,
 * recorded, counted, copied to the account) and a repeat (all known), for a few players, and once
 * anonymously. A warm-up post first, so that the figures are of a warm server.
 *   npx tsx scripts/src/bench/init-with-scores.ts [scores=200] [rounds=3]
 */
import { performance } from 'node:perf_hooks';
import type { ScoreServer } from '@quiz/shared';
import { freePort } from '../local/dynamo';
import { startRuntime } from '../local/runtime';
import { call, playedScores, signedInPlayer, type Api } from './score-plays';
import { percentile, printTable } from './stats';

const total = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 3);
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale: 100 });

interface Answer { received: { stored: number; known: number; unverified: number } }

async function timedPost(api: Api, scores: ScoreServer[], expect: keyof Answer['received']): Promise<number> {
  const started = performance.now();
  const { status, json } = await call<Answer>(api, 'POST', '/api/post_scores?init=1', scores);
  const ms = performance.now() - started;
  if (status !== 200) throw new Error(`post answered ${status}: ${JSON.stringify(json).slice(0, 500)}`);
  if (json.received[expect] !== scores.length) throw new Error(`expected ${scores.length} ${expect}, got ${JSON.stringify(json.received)}`);
  return ms;
}

try {
  // Warm-up: module loading, the content cache, DynamoDB Local's transaction path.
  const warm = await signedInPlayer(runtime, 'Bench warm-up');
  await timedPost(warm, await playedScores(warm, 20), 'stored');

  const firsts: number[] = [];
  const repeats: number[] = [];
  let size = 0;
  let scored: Api | undefined;
  for (let round = 0; round < rounds; round++) {
    const player = await signedInPlayer(runtime, `Bench player ${round}`);
    const scores = await playedScores(player, total);
    size = JSON.stringify(scores).length;
    firsts.push(await timedPost(player, scores, 'stored'));
    repeats.push(await timedPost(player, scores, 'known'));
    scored = player;
  }
  // The signed-in init of a player with `total` plays recorded: it reads one record a quiz played,
  // so its size and time stay flat however many plays there are (functions/src/data/README.md pattern 8).
  const initOfScored: number[] = [];
  let initBytes = 0;
  for (let i = 0; i < Math.max(3, rounds); i++) {
    const started = performance.now();
    const { status, json } = await call<{ played: unknown[] }>(scored!, 'GET', '/api/init');
    initOfScored.push(performance.now() - started);
    if (status !== 200) throw new Error(`init answered ${status}`);
    initBytes = JSON.stringify(json).length;
  }
  const player = await signedInPlayer(runtime, 'Bench init reader');
  const initStarted = performance.now();
  await call(player, 'GET', '/api/init');
  const initMs = performance.now() - initStarted;

  const anonymous = { url: runtime.url };
  const anonymousScores = await playedScores(anonymous, total);
  const anonymousFirst = await timedPost(anonymous, anonymousScores, 'stored');
  const anonymousRepeat = await timedPost(anonymous, anonymousScores, 'known');

  const list = (values: number[]) => `${values.map((v) => v.toFixed(0)).join(', ')} ms (median ${percentile(values, 50).toFixed(0)})`;
  printTable(`POST /api/post_scores?init=1 with ${total} scores of real plays (${(size / 1024).toFixed(0)} KB), local runtime; target < 1 s`, [
    ['signed in, first post (all new)', list(firsts)],
    ['signed in, repeat (all known)', list(repeats)],
    ['anonymous, first post (all new)', `${anonymousFirst.toFixed(0)} ms`],
    ['anonymous, repeat (all known)', `${anonymousRepeat.toFixed(0)} ms`],
    ['GET /api/init (no scores)', `${initMs.toFixed(0)} ms`],
    [`GET /api/init after ${total} plays`, `${list(initOfScored)}, ${(initBytes / 1024).toFixed(1)} KB`],
  ]);
} finally {
  await runtime.stop();
}
