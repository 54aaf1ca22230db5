/**
 * Benchmark: what a player gets when the database goes away (issue 18 "Clear failures": 503
 * service_unavailable with Retry-After, in under 3 s). Starts the runtime in memory (API only),
 * starts a play, stops DynamoDB Local, then times init, guess and score calls against it.
 *   npx tsx scripts/src/bench/db-unavailable.ts [calls=20]
 */
import { performance } from 'node:perf_hooks';
import { freePort } from '../local/dynamo';
import { startRuntime } from '../local/runtime';
import { percentile, printTable } from './stats';

const calls = Number(process.argv[2] ?? 20);
// Each 503 logs a warning; the table below says it all.
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false });

async function call(method: string, path: string, body?: unknown, cookie = '') {
  const started = performance.now();
  const res = await fetch(`${runtime.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { code: string }; play?: { playId: string } };
  return { ms: performance.now() - started, status: res.status, retryAfter: res.headers.get('retry-after'), json, setCookie: res.headers.getSetCookie() };
}

try {
  const started = await call('POST', '/api/plays', { gameId: 1 });
  const playId = started.json.play!.playId;
  const cookie = (started.setCookie[0] ?? '').split(';')[0]!;
  await runtime.stopDatabase();
  const rows: [string, string][] = [];
  for (const [name, method, path, body] of [
    ['GET /api/init', 'GET', '/api/init', undefined],
    ['POST guess', 'POST', `/api/plays/${playId}/guesses`, { point: { x: 0.5, y: 0.5 }, text: 'Jaws' }],
    ['POST /api/plays', 'POST', '/api/plays', { gameId: 1 }],
  ] as const) {
    const results = [];
    for (let i = 0; i < calls; i++) results.push(await call(method, path, body, cookie));
    const statuses = [...new Set(results.map((r) => `${r.status} ${r.json.error?.code ?? ''} retry-after ${r.retryAfter ?? '-'}`))];
    const ms = results.map((r) => r.ms);
    rows.push([name, `${statuses.join(' | ')}; p50 ${percentile(ms, 50).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`]);
  }
  printTable(`database stopped: ${calls} calls each`, rows);
} finally {
  await runtime.stop();
}
