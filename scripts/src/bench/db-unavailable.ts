/**
 * Benchmark: what a player gets when the database goes away (docs/adr/0016-failing-fast-on-the-database.md: 503
 * service_unavailable with Retry-After, in under 3 s). Starts the runtime in memory (API only),
 * starts a play, stops DynamoDB Local, then times init, a guess and a play start against it: first
 * with nothing listening (connection refused), then with a silent server on its port (a hung
 * database: the client's timeouts decide).
 *   npx tsx scripts/src/bench/db-unavailable.ts [calls=20]
 */
import net from 'node:net';
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
  const measure = async (title: string, count: number) => {
    const rows: [string, string][] = [];
    for (const [name, method, path, body] of [
      ['GET /api/init', 'GET', '/api/init', undefined],
      ['POST guess', 'POST', `/api/plays/${playId}/guesses`, { point: { x: 0.5, y: 0.5 }, text: 'Jaws' }],
      ['POST /api/plays', 'POST', '/api/plays', { gameId: 1 }],
    ] as const) {
      const results = [];
      for (let i = 0; i < count; i++) results.push(await call(method, path, body, cookie));
      const statuses = [...new Set(results.map((r) => `${r.status} ${r.json.error?.code ?? ''} retry-after ${r.retryAfter ?? '-'}`))];
      const ms = results.map((r) => r.ms);
      rows.push([name, `${statuses.join(' | ')}; p50 ${percentile(ms, 50).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`]);
    }
    printTable(title, rows);
  };
  await measure(`database stopped (connection refused): ${calls} calls each`, calls);
  // A server that accepts connections and never answers, where the database was.
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(Number(new URL(runtime.dynamoEndpoint).port), '127.0.0.1', resolve));
  try {
    await measure('database hung (accepts, never answers): 3 calls each', 3);
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
} finally {
  await runtime.stop();
}
