/**
 * Benchmark: does a miss take as long on a hidden zone as on an empty spot? (docs/game.md "What a
 * guess may reveal": the work a miss does must not depend on the point; goal: ratio ≤ 1.1.)
 * Starts the whole runtime in memory (API only), plays game 1 over HTTP as the page does, and sends
 * wrong guesses in pairs, one on a zone and one on no zone, in a random order within each pair, so
 * that both kinds meet the same machine load. Prints the median and p90 of each kind and their ratio.
 *   npx tsx scripts/src/bench/miss-timing.ts [pairs=150]   (--quick: 20 pairs, as CI runs it)
 */
import { performance } from 'node:perf_hooks';
import { HIT_TOLERANCE, zonesAtPoint, type Point } from '@quiz/shared';
import { readSeed } from '../seed/load-seed';
import { startPlayerApi } from './player-api';
import { percentile, printTable } from './stats';

const quick = process.argv.includes('--quick');
const pairs = quick ? 20 : Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 150);
const GAME = 1;
const TEXT = 'qwxz';

/** Points on each zone of game 1 and points on none (a mouse's tolerance away from every zone). */
function pointsOfGame() {
  const game = readSeed().games.find((g) => g.game.id === GAME)!.game;
  const zones = game.references.flatMap((ref) => (ref.zone ? [{ id: ref.id, zone: ref.zone }] : []));
  const aspect = game.image.height / game.image.width;
  const onZone: Point[] = [];
  const onNothing: Point[] = [];
  for (let x = 0.025; x < 1; x += 0.05) {
    for (let y = 0.025; y < 1; y += 0.05) {
      const hits = zonesAtPoint(zones, { x, y }, aspect, HIT_TOLERANCE.mouse);
      (hits.length > 0 ? onZone : onNothing).push({ x, y });
    }
  }
  return { onZone, onNothing };
}

const { post, stop } = await startPlayerApi();

try {
  const { onZone, onNothing } = pointsOfGame();
  const times = { zone: [] as number[], nothing: [] as number[] };
  const sizes = { zone: new Set<number>(), nothing: new Set<number>() };
  let playId = '';
  let used = 100;
  const miss = async (kind: 'zone' | 'nothing', i: number) => {
    const points = kind === 'zone' ? onZone : onNothing;
    const started = performance.now();
    const { status, text } = await post(`/api/plays/${playId}/guesses`, { point: points[i % points.length], pointer: 'mouse', text: TEXT });
    const elapsed = performance.now() - started;
    if (status !== 200) throw new Error(`a miss answered ${status}: ${text}`);
    if (!text.includes('"verdict":"wrong"')) throw new Error(`a miss was not wrong: ${text.slice(0, 80)}`);
    times[kind].push(elapsed);
    // Same size whatever the spot; the count of misses grows by one digit at 10 and 100 alike.
    sizes[kind].add(text.replace(/"(playId|runId|startedAt|endsAt|serverNow)":"[^"]+"/g, '').length);
  };
  // Warm-up: module loading and the content cache are not what is compared.
  for (let i = 0; i < 12; i++) {
    if (used >= 98) {
      playId = (JSON.parse((await post('/api/plays', { gameId: GAME })).text) as { play: { playId: string } }).play.playId;
      used = 0;
    }
    await post(`/api/plays/${playId}/guesses`, { point: (i % 2 ? onZone : onNothing)[i]!, pointer: 'mouse', text: TEXT });
    used += 1;
  }
  times.zone.length = 0;
  times.nothing.length = 0;
  for (let i = 0; i < pairs; i++) {
    // A play takes 100 guesses: a new play before the budget runs out.
    if (used >= 98) {
      playId = (JSON.parse((await post('/api/plays', { gameId: GAME })).text) as { play: { playId: string } }).play.playId;
      used = 0;
    }
    const order: ('zone' | 'nothing')[] = Math.random() < 0.5 ? ['zone', 'nothing'] : ['nothing', 'zone'];
    for (const kind of order) await miss(kind, i);
    used += 2;
  }
  const row = (kind: 'zone' | 'nothing') => `median ${percentile(times[kind], 50).toFixed(2)}, p90 ${percentile(times[kind], 90).toFixed(2)}`;
  printTable(`a miss, on a zone vs on an empty spot, local runtime (ms; ${pairs} interleaved pairs)`, [
    ['on a zone', row('zone')],
    ['on an empty spot', row('nothing')],
    ['ratio of medians', (percentile(times.zone, 50) / percentile(times.nothing, 50)).toFixed(3)],
    ['ratio of p90s', (percentile(times.zone, 90) / percentile(times.nothing, 90)).toFixed(3)],
    ['answer sizes (bytes, ids and clocks aside)', `zone ${[...sizes.zone].join('/')}; nothing ${[...sizes.nothing].join('/')}`],
  ]);
} finally {
  await stop();
}
