import { defineConfig } from 'vitest/config';

/**
 * The node unit projects: files share a worker thread and the libraries Node loaded (`isolate: false`);
 * shared/test/fresh-file.ts gives each file our modules afresh and the environment it started with.
 * A fresh worker per file cost more than the tests, and a worker per core (vitest's default leaves one
 * core idle) halves the wait on two cores (docs/testing.md "Durations"). The web project does the same.
 */
const nodeUnit = {
  environment: 'node',
  pool: 'threads' as const,
  isolate: false,
  setupFiles: ['shared/test/fresh-file.ts'],
  maxWorkers: '100%',
};

/**
 * A worker serves the files of one project only: projects whose files were mixed in one queue started a
 * new worker (and environment) at each change, more than doubling the CPU time. So each unit project is
 * a group of its own, run one after another (the web project, the largest, is group 0 by default), then
 * the other projects with vitest's default number of workers.
 */
const unitGroup = (groupOrder: number) => ({ sequence: { groupOrder } });
const afterTheUnitRun = { groupOrder: 4 } as const;

/**
 * One vitest run, several projects: `npm test` runs them all, `npm run test:unit` the unit ones (the
 * rule for which project a test belongs to: docs/testing.md "Which project a test runs in").
 * The web project keeps its own config beside its Vite config.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/test/**/*.test.ts'], ...nodeUnit, ...unitGroup(1) } },
      // No server, no process, no browser here: those tests are in scripts/test/integration. ESLint's first
      // lint (lint-zones.test.ts) took over 5 s on a busy two-core machine.
      { test: { name: 'scripts', include: ['scripts/test/*.test.ts'], ...nodeUnit, ...unitGroup(2), testTimeout: 20_000 } },
      // The local runtime's tests start servers and call them over HTTP: on a busy two-core machine a
      // checkout through the Stripe simulator took over 5 s (1 s when quiet).
      { test: { name: 'scripts-integration', include: ['scripts/test/integration/**/*.test.ts'], environment: 'node', testTimeout: 20_000, sequence: afterTheUnitRun } },
      // sharp draws a 9000-pixel canvas (picture-check.test.ts): over 5 s on a busy two-core machine.
      { test: { name: 'functions-unit', include: ['functions/test/unit/**/*.test.ts'], ...nodeUnit, ...unitGroup(3), testTimeout: 20_000 } },
      {
        test: {
          name: 'functions-integration',
          include: ['functions/test/integration/**/*.test.ts'],
          environment: 'node',
          sequence: afterTheUnitRun,
          globalSetup: ['functions/test/helpers/dynamo-global-setup.ts'],
          // Records what each handler sends to the table and checks it against its grant (least privilege).
          setupFiles: ['functions/test/helpers/record-table-calls.ts'],
          // Tests share one DynamoDB Local; each test file uses its own table.
          testTimeout: 20_000,
          // A set-up that loads the whole seed renders every illustration's copies (sharp): over 10 s
          // on a busy two-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          sequence: afterTheUnitRun,
          // Files in a worker share their modules, so a stage's app is built and synthesized once per worker
          // (infra/test/helpers.ts `sharedStage`) rather than once per file (docs/testing.md "Durations").
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'web/vite.config.{ts,mts}',
    ],
  },
});
