import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Benchmarks print figures and assert nothing about time; their quick mode runs here so that none
 * rots (a changed route or seed would break it unseen). What is checked is that each one runs to
 * its end and prints its table.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Runs one benchmark script to its end and gives what it printed. */
async function bench(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(path.join(repoRoot, 'node_modules/.bin/tsx'), [`scripts/src/bench/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_NO_WARNINGS: '1', DDB_LOCAL_TELEMETRY: '0' },
    timeout: 120_000,
  });
  return stdout;
}

describe('benchmarks run in their quick mode', () => {
  it('guess-latency: a guess through the local runtime', async () => {
    expect(await bench('guess-latency.ts', '20')).toMatch(/p50 \(warm\)\s+[\d.]+/);
  }, 150_000);

  it('miss-timing: a miss on a zone vs on an empty spot (docs/game.md "What a guess may reveal")', async () => {
    const stdout = await bench('miss-timing.ts', '--quick');
    expect(stdout).toMatch(/on a zone\s+median [\d.]+, p90 [\d.]+/);
    expect(stdout).toMatch(/on an empty spot\s+median [\d.]+, p90 [\d.]+/);
    expect(stdout).toMatch(/ratio of medians\s+[\d.]+/);
  }, 150_000);
});
