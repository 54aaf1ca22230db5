import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoLocal, type LocalDynamo } from '../../src/local/dynamo';

/**
 * Benchmarks print figures and assert nothing about time; their quick mode runs here so that none
 * rots (a changed route or seed would break it unseen: docs/capacity.md "Benchmarks that cannot
 * rot"). What is checked is that each one runs to its end and prints its table. Every script of
 * scripts/src/bench is either a benchmark listed here or a helper named in HELPERS: a new benchmark
 * without its quick mode fails the first test.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const benchDir = path.join(repoRoot, 'scripts/src/bench');
const run = promisify(execFile);

/** Modules of scripts/src/bench that are not benchmarks (imported by them). */
const HELPERS = ['capacity-estimate.ts', 'player-api.ts', 'played-counters.ts', 'runtime-probe.ts', 'runtime-process.ts', 'score-plays.ts', 'stats.ts'];

/** Each benchmark's quick arguments: tiny numbers, seconds to run. */
const QUICK: Record<string, string[]> = {
  'bundle-size.ts': [],
  'db-unavailable.ts': ['2'],
  'function-sizes.ts': ['1', '/guess$'],
  'guess-latency.ts': ['20'],
  'init-size.ts': ['1', '3'],
  'init-with-scores.ts': ['5', '1'],
  'label-layout.ts': ['--quick'],
  'leaderboard.ts': ['1', '60'],
  'library-weights.ts': ['--quick'],
  'lighthouse.ts': ['--quick'],
  'match-answer.ts': ['--quick'],
  'miss-timing.ts': ['--quick'],
  'players.ts': ['--quick'],
  'score-post-load.ts': ['2', '2'],
  'share-image.ts': ['1'],
  'thumbnail-bytes.ts': [],
  'webhook.ts': ['2'],
};

/** Benchmarks that need a DynamoDB Local of their own: db-unavailable stops it. */
const OWN_DATABASE = new Set(['db-unavailable.ts']);

/** One DynamoDB Local for the benchmarks (a JVM start each was most of their quick runs); each uses its own table. */
let sharedDynamo: LocalDynamo | undefined;
beforeAll(async () => {
  sharedDynamo = await startDynamoLocal({ dataDir: null });
}, 120_000);
afterAll(async () => {
  await sharedDynamo?.stop();
});

/** Runs one benchmark script to its end in its quick mode and gives what it printed. */
async function bench(script: string): Promise<string> {
  const shared = OWN_DATABASE.has(script) || !sharedDynamo ? {} : { LOCAL_DYNAMO_ENDPOINT: sharedDynamo.endpoint, LOCAL_TABLE_NAME: `bench-${script.replace(/\.ts$/, '')}` };
  const { stdout } = await run(path.join(repoRoot, 'node_modules/.bin/tsx'), [`scripts/src/bench/${script}`, ...QUICK[script]!], {
    cwd: repoRoot,
    env: { ...process.env, NODE_NO_WARNINGS: '1', DDB_LOCAL_TELEMETRY: '0', ...shared },
    timeout: 150_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

describe('benchmarks run in their quick mode', () => {
  it('every script of scripts/src/bench is a benchmark with a quick mode here, or a named helper', () => {
    const scripts = readdirSync(benchDir).filter((f) => f.endsWith('.ts') && !HELPERS.includes(f)).sort();
    expect(scripts).toEqual(Object.keys(QUICK).sort());
  });

  it('guess-latency: a guess through the local runtime', async () => {
    expect(await bench('guess-latency.ts')).toMatch(/p50 \(warm\)\s+[\d.]+/);
  }, 160_000);

  it('miss-timing: a miss on a zone vs on an empty spot (docs/game.md "What a guess may reveal")', async () => {
    const stdout = await bench('miss-timing.ts');
    expect(stdout).toMatch(/on a zone\s+median [\d.]+, p90 [\d.]+/);
    expect(stdout).toMatch(/on an empty spot\s+median [\d.]+, p90 [\d.]+/);
    expect(stdout).toMatch(/ratio of medians\s+[\d.]+/);
  }, 160_000);

  it('players: simulated players play whole quizzes, the counters move exactly (docs/capacity.md)', async () => {
    const stdout = await bench('players.ts');
    expect(stdout).toMatch(/guess \(find\)\s+\d+ calls\s+p50\s+\d+/);
    expect(stdout).toMatch(/postScores\s+\d+ calls/);
    expect(stdout).toMatch(/site playedCount moved by\s+\d+ \(exact: yes/);
    expect(stdout).toMatch(/event-loop delay\s+p50 [\d.]+ ms/);
    expect(stdout).toMatch(/ratio asked \/ alone\s+[\d.]+/);
  }, 160_000);

  it('score-post-load: concurrent score posts, the counters move exactly (read from /api/catalogue)', async () => {
    const stdout = await bench('score-post-load.ts');
    expect(stdout).toMatch(/p99\s+[\d.]+/);
    expect(stdout).toMatch(/site playedCount moved by\s+4 \(exact, game 1's too: yes\)/);
  }, 160_000);

  // What each prints that says it ran to its end (leaderboard, share-image and init-with-scores are
  // being reworked by their owners: any figure will do).
  it.each([
    ['db-unavailable.ts', /503/],
    ['init-size.ts', /1000 games: GET \/api\/catalogue\s+[\d.]+ KB/],
    ['init-with-scores.ts', /\d/],
    ['leaderboard.ts', /\d/],
    ['webhook.ts', /Stripe webhook bundle/],
    ['share-image.ts', /\d/],
    ['function-sizes.ts', /guess/],
    ['match-answer.ts', /matchAnswer, all kinds\s+\d+\s+mean\s+[\d.]+ µs/],
    ['thumbnail-bytes.ts', /phone 375 px, 2x/],
    ['label-layout.ts', /#1\s+[\d.]+ \/ [\d.]+/],
    ['library-weights.ts', /the declarative router saves\s+[\d.]+ KB/],
  ])('%s runs to its end', async (script, printed) => {
    expect(await bench(script)).toMatch(printed);
  }, 160_000);

  describe('on the production build of the web app', () => {
    // web/dist is what these two measure; a fresh checkout has none (the end-to-end step builds it later).
    beforeAll(async () => {
      if (!existsSync(path.join(repoRoot, 'web/dist/.vite/manifest.json'))) {
        await run('npm', ['run', 'build'], { cwd: repoRoot, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });
      }
    }, 320_000);

    it('bundle-size: the JavaScript each page loads', async () => {
      expect(await bench('bundle-size.ts')).toMatch(/KB/);
    }, 160_000);

    it('lighthouse: one landing page audited in Chromium', async () => {
      expect(await bench('lighthouse.ts')).toMatch(/\/en\s+\d+\s+\d+\s+\d+\s+\d+/);
    }, 160_000);
  });
});
