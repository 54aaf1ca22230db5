/**
 * Benchmark: score posts under load (p50 and p99 of a score post with 20 clients). Starts
 * the whole runtime in memory (API only), plays real games through the API first (not timed), then
 * 20 clients post their scores at once, one score per post as the page does at the end of a play
 * (half of the clients signed in). Every post touches the same game's counters and the site's, the
 * worst case for the transactions. Prints latency percentiles and checks the counters moved exactly
 * (read as a visitor reads them: ./played-counters.ts).
 *   npx tsx scripts/src/bench/score-post-load.ts [clients=20] [postsPerClient=10]
 */
import { performance } from 'node:perf_hooks';
import type { ScoreServer } from '@quiz/shared';
import { freePort } from '../local/dynamo';
import { startRuntime } from '../local/runtime';
import { siteAndGameCounts, settledCounts } from './played-counters';
import { call, playedScores, signedInPlayer, type Api } from './score-plays';
import { percentile, printTable } from './stats';

const clients = Number(process.argv[2] ?? 20);
const postsPerClient = Number(process.argv[3] ?? 10);
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale: 100 });

try {
  const players: Api[] = [];
  for (let i = 0; i < clients; i++) players.push(i % 2 ? await signedInPlayer(runtime, `Load player ${i}`) : { url: runtime.url });
  const prepared = performance.now();
  const scores: ScoreServer[][] = [];
  for (const player of players) scores.push(await playedScores(player, postsPerClient, 5));
  const preparedIn = performance.now() - prepared;
  // Warm-up post (module loading, DynamoDB Local's transaction path), then the counters before.
  const warm = await playedScores({ url: runtime.url }, 3);
  await call({ url: runtime.url }, 'POST', '/api/post_scores', warm);
  const before = await siteAndGameCounts(runtime.url);

  const timings: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(players.map(async (player, i) => {
    for (const score of scores[i]!) {
      const t0 = performance.now();
      const { status } = await call(player, 'POST', '/api/post_scores', [score]);
      timings.push(performance.now() - t0);
      if (status !== 200) failures++;
    }
  }));
  const wallMs = performance.now() - started;

  const posted = clients * postsPerClient;
  // Every post is of game 1 (a failed post stores nothing).
  const counts = await settledCounts(runtime.url, before, { site: posted - failures, games: new Map([[1, posted - failures]]) });
  printTable(`score post under load: ${clients} concurrent clients × ${postsPerClient} posts, local runtime (ms)`, [
    ['posts', `${posted} (${failures} failed); ${posted} real plays made first in ${(preparedIn / 1000).toFixed(1)} s`],
    ['p50', percentile(timings, 50).toFixed(1)],
    ['p90', percentile(timings, 90).toFixed(1)],
    ['p99', percentile(timings, 99).toFixed(1)],
    ['max', Math.max(...timings).toFixed(1)],
    ['throughput', `${(posted / (wallMs / 1000)).toFixed(1)} posts/s`],
    ['site playedCount moved by', `${counts.site} (exact, game 1's too: ${counts.exact ? 'yes' : `NO ${counts.wrongGames.join(', ')}`})`],
  ]);
  if (!counts.exact) process.exitCode = 1;
} finally {
  await runtime.stop();
}
