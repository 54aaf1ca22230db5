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

describe('benchmarks run in their quick mode', () => {
  it('miss-timing: a miss on a zone vs on an empty spot (docs/game.md "What a guess may reveal")', async () => {
    const { stdout } = await run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/src/bench/miss-timing.ts', '--quick'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_NO_WARNINGS: '1', DDB_LOCAL_TELEMETRY: '0' },
      timeout: 120_000,
    });
    expect(stdout).toMatch(/on a zone\s+median [\d.]+, p90 [\d.]+/);
    expect(stdout).toMatch(/on an empty spot\s+median [\d.]+, p90 [\d.]+/);
    expect(stdout).toMatch(/ratio of medians\s+[\d.]+/);
  }, 150_000);
});
