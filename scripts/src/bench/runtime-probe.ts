/**
 * The load benchmark's side of ./runtime-process.ts: starts the local runtime in a child process,
 * asks it for its measures, pauses its database, and replays the DynamoDB calls it made against
 * DynamoDB Local alone (no server in front) to tell whether the database is the limit.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './stats';

export interface CapturedRequest { headers: Record<string, string>; body: string }

export interface DbCallStats {
  calls: number;
  retries: number;
  ms: number;
  byStatus: Record<string, number>;
  errorTypes: Record<string, number>;
  /** Capacity units the calls would consume in AWS (./capacity-estimate.ts). */
  rcu: number;
  wcu: number;
}

export interface ProbeStats {
  wallMs: number;
  /** CPU the server's process used (user + system). */
  cpuMs: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number; mean: number };
  /** Per DynamoDB operation (GetItem, TransactWriteItems, …). */
  db: Record<string, DbCallStats>;
}

export type RuntimeMessage =
  | { type: 'ready'; url: string; signInUrl: string; dynamoEndpoint: string; dynamoPid: number | undefined }
  | { type: 'reset' }
  | { type: 'stats'; stats?: ProbeStats; captured?: CapturedRequest[] }
  | { type: 'stop' };

export interface ForkedRuntime {
  url: string;
  signInUrl: string;
  dynamoEndpoint: string;
  /** Zeroes the measures (after the warm-up). */
  reset(): Promise<void>;
  stats(): Promise<{ stats: ProbeStats; captured: CapturedRequest[] }>;
  /** Pauses DynamoDB Local's process for `ms` (SIGSTOP, then SIGCONT): a database that hangs. */
  pauseDatabase(ms: number): Promise<void>;
  /** Lines the server printed (warnings, errors), for the report. */
  output: string[];
  stop(): Promise<void>;
}

/** Starts ./runtime-process.ts (through tsx, as this script runs) and waits until it listens. */
export async function forkRuntime(rateLimitScale: number, options: { estimateCapacity?: boolean } = {}): Promise<ForkedRuntime> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'runtime-process.ts'), [String(rateLimitScale), options.estimateCapacity ? 'capacity' : ''], {
    // BENCH_CPU_PROF=<dir>: the server's CPU profile written there at exit (node --cpu-prof).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_NO_WARNINGS: '1', POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'ERROR' },
  });
  const output: string[] = [];
  const keep = (d: Buffer) => output.push(...d.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = (type: RuntimeMessage['type']) =>
    new Promise<RuntimeMessage>((resolve, reject) => {
      const onMessage = (message: RuntimeMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`the runtime process exited:\n${output.slice(-20).join('\n')}`)));
    });
  const ready = (await next('ready')) as Extract<RuntimeMessage, { type: 'ready' }>;
  const { dynamoPid } = ready;
  return {
    url: ready.url,
    signInUrl: ready.signInUrl,
    dynamoEndpoint: ready.dynamoEndpoint,
    output,
    async reset() {
      child.send({ type: 'reset' });
      await next('reset');
    },
    async stats() {
      child.send({ type: 'stats' });
      const answer = (await next('stats')) as Extract<RuntimeMessage, { type: 'stats' }>;
      return { stats: answer.stats!, captured: answer.captured ?? [] };
    },
    async pauseDatabase(ms) {
      if (!dynamoPid) throw new Error('DynamoDB Local\'s process id is unknown');
      process.kill(dynamoPid, 'SIGSTOP');
      try {
        await new Promise((r) => setTimeout(r, ms));
      } finally {
        process.kill(dynamoPid, 'SIGCONT');
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send({ type: 'stop' });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Sends `requests` (as the server sent them: same headers and bodies) straight to DynamoDB Local,
 * `concurrency` at a time: what the database alone does with the same call mix. Writes replayed
 * meet their own earlier effects (a conditional create now fails): the work is the same.
 */
export async function replayAlone(endpoint: string, requests: CapturedRequest[], concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port } = new URL(endpoint);
  const send = (request: CapturedRequest) =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      const req = http.request({ host: hostname, port, method: 'POST', path: '/', headers: request.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - t0));
      });
      req.on('error', reject);
      req.end(request.body);
    });
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, async () => {
    while (next < requests.length) timings.push(await send(requests[next++]!));
  }));
  const wallMs = performance.now() - started;
  agent.destroy();
  return { calls: requests.length, perSecond: requests.length / (wallMs / 1000), p50: percentile(timings, 50), p99: percentile(timings, 99) };
}
