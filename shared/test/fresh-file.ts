import { vi } from 'vitest';

/**
 * Runs before each file of the node unit projects (vitest.config.ts), whose files share a worker
 * (`isolate: false`, docs/testing.md "Durations"): a fresh worker per file cost more than the tests.
 * The libraries Node loads itself (the AWS SDK, sharp, zod, ESLint) stay loaded; our own modules are
 * evaluated afresh for each file, and the environment a file changed is put back, so a file starts as
 * in a worker of its own (a handler reads its environment at load: functions/test/helpers/unit-env.ts).
 */
const worker = globalThis as typeof globalThis & { unitWorkerEnv?: Record<string, string | undefined> };
const startEnv = (worker.unitWorkerEnv ??= { ...process.env });

for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name];
Object.assign(process.env, startEnv);

vi.unstubAllEnvs();
vi.unstubAllGlobals();
vi.useRealTimers();
vi.resetModules();
