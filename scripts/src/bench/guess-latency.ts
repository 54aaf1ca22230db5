/**
 * Benchmark: how fast the local runtime answers a guess (target: p50 ≤ 30 ms), the server finding
 * the zone under the click point. Starts the whole runtime in memory (API only), plays games over
 * HTTP as the page does (the player-secret cookie included), prints the figures.
 *   npx tsx scripts/src/bench/guess-latency.ts [guesses=300]
 */
import { performance } from 'node:perf_hooks';
import { startPlayerApi } from './player-api';
import { percentile, printTable } from './stats';

const total = Number(process.argv[2] ?? 300);
const { post: send, stop } = await startPlayerApi();
const post = async (path: string, body: unknown) => {
  const { status, text } = await send(path, body);
  return { status, json: JSON.parse(text) as { play: { playId: string } } };
};

try {
  const texts = ['jaws', 'Titanic', 'Back to the Future Part II', 'le magicien d oz', 'nothing like it', 'E.T.'];
  // Middles of game 1's zones r01, r02, r04, r06, r07, r09, and a spot on none.
  const points = [{ x: 0.19, y: 0.19 }, { x: 0.49, y: 0.88 }, { x: 0.87, y: 0.65 }, { x: 0.66, y: 0.51 }, { x: 0.88, y: 0.9 }, { x: 0.5, y: 0.05 }];
  const timings: number[] = [];
  let playId = '';
  for (let i = 0; i < total; i++) {
    if (i % 25 === 0) playId = (await post('/api/plays', { gameId: 1 })).json.play.playId;
    const started = performance.now();
    const { status } = await post(`/api/plays/${playId}/guesses`, { point: points[i % points.length], text: texts[i % texts.length] });
    timings.push(performance.now() - started);
    if (status !== 200 && status !== 409) throw new Error(`guess answered ${status}`);
  }
  // The first guesses pay for module loading and the content cache: report them apart.
  const warm = timings.slice(10);
  printTable('guess latency, local runtime (ms)', [
    ['guesses', String(timings.length)],
    ['first (cold)', timings[0]!.toFixed(1)],
    ['p50 (warm)', percentile(warm, 50).toFixed(1)],
    ['p90 (warm)', percentile(warm, 90).toFixed(1)],
    ['p99 (warm)', percentile(warm, 99).toFixed(1)],
  ]);
} finally {
  await stop();
}
