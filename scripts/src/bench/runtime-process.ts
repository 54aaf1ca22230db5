/**
 * The local runtime (API only, in memory) in a process of its own, for the load benchmark: the
 * simulated players' own work must not share the server's event loop. Started by `forkRuntime`
 * (./runtime-probe.ts) through IPC; it measures, from inside the server's process, where the time
 * goes: the event loop's delay (perf_hooks.monitorEventLoopDelay), the process's CPU, and every
 * DynamoDB call (time, status, SDK retries), seen on Node's HTTP client diagnostics channels
 * without touching the functions' code. A copy of the first requests to DynamoDB is kept, so that
 * the benchmark can replay the same call mix against DynamoDB Local alone.
 */
import dc from 'node:diagnostics_channel';
import { ClientRequest, type IncomingMessage } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { freePort } from '../local/dynamo';
import { startRuntime } from '../local/runtime';
import { capacityOf } from './capacity-estimate';
import type { CapturedRequest, DbCallStats, ProbeStats, RuntimeMessage } from './runtime-probe';

/** Enough requests to replay a representative mix; the rest are only counted. */
const CAPTURE_LIMIT = 6000;

const rateLimitScale = Number(process.argv[2] ?? 1000);
/** Capacity units are estimated only when asked (players.ts --profile): parsing every body costs CPU. */
const estimateCapacity = process.argv[3] === 'capacity';
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale });
const dynamoPort = new URL(runtime.dynamoEndpoint).port;

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuStart = process.cpuUsage();
let wallStart = performance.now();
let db: Record<string, DbCallStats> = {};
let captured: CapturedRequest[] = [];
const startedAt = new WeakMap<ClientRequest, { op: string; t0: number }>();
/** Each request's body, for its capacity estimate once its answer's size is known. */
const bodies = new WeakMap<ClientRequest, string>();

/** Whether a client request goes to DynamoDB Local (the functions' only HTTP peer besides the sign-in keys). */
const toDynamo = (request: ClientRequest) => String(request.getHeader('host') ?? '').endsWith(`:${dynamoPort}`);

const statOf = (op: string) => (db[op] ??= { calls: 0, retries: 0, ms: 0, byStatus: {}, errorTypes: {}, rcu: 0, wcu: 0 });

dc.subscribe('http.client.request.start', (message) => {
  const { request } = message as { request: ClientRequest };
  if (!toDynamo(request)) return;
  const op = String(request.getHeader('x-amz-target') ?? 'unknown').replace(/^DynamoDB_\d+\./, '');
  startedAt.set(request, { op, t0: performance.now() });
  const stat = statOf(op);
  stat.calls++;
  if (!/attempt=1\b/.test(String(request.getHeader('amz-sdk-request') ?? 'attempt=1'))) stat.retries++;
});

// The SDK sends a request's whole body with end() (before or after the channel above fires): keep
// it with the headers, for the replay.
const end = ClientRequest.prototype.end as (this: ClientRequest, ...args: unknown[]) => ClientRequest;
ClientRequest.prototype.end = function captureBody(this: ClientRequest, ...args: unknown[]) {
  const [chunk] = args;
  const isBody = typeof chunk === 'string' || Buffer.isBuffer(chunk);
  if (isBody && estimateCapacity && toDynamo(this)) bodies.set(this, chunk.toString());
  if (isBody && captured.length < CAPTURE_LIMIT && toDynamo(this)) {
    const headers = Object.fromEntries(Object.entries(this.getHeaders()).map(([k, v]) => [k, String(v)]));
    captured.push({ headers, body: chunk.toString() });
  }
  return end.apply(this, args);
} as typeof ClientRequest.prototype.end;

dc.subscribe('http.client.response.finish', (message) => {
  const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
  const started = startedAt.get(request);
  if (!started) return;
  // A call sent before a reset answers after it: counted in the new window.
  const stat = statOf(started.op);
  stat.byStatus[response.statusCode ?? 0] = (stat.byStatus[response.statusCode ?? 0] ?? 0) + 1;
  const errorType = response.headers['x-amzn-errortype'];
  if (errorType) {
    const name = String(errorType).split(':')[0]!.split('#').pop()!;
    stat.errorTypes[name] = (stat.errorTypes[name] ?? 0) + 1;
  }
  response.once('end', () => (stat.ms += performance.now() - started.t0));
  if (estimateCapacity && response.statusCode === 200) {
    const units = capacityOf(started.op, bodies.get(request) ?? '', Number(response.headers['content-length'] ?? 0));
    stat.rcu += units.rcu;
    stat.wcu += units.wcu;
  }
});

function stats(): ProbeStats {
  const cpu = process.cpuUsage(cpuStart);
  return {
    wallMs: performance.now() - wallStart,
    cpuMs: (cpu.user + cpu.system) / 1000,
    eventLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, mean: loop.mean / 1e6 },
    db,
  };
}

function reset() {
  loop.reset();
  cpuStart = process.cpuUsage();
  wallStart = performance.now();
  db = {};
  captured = [];
}

process.on('message', (message: RuntimeMessage) => {
  if (message.type === 'reset') {
    reset();
    process.send!({ type: 'reset' });
  } else if (message.type === 'stats') {
    process.send!({ type: 'stats', stats: stats(), captured });
  } else if (message.type === 'stop') {
    void runtime.stop().finally(() => process.exit(0));
  }
});
process.on('disconnect', () => void runtime.stop().finally(() => process.exit(0)));

process.send!({ type: 'ready', url: runtime.url, signInUrl: runtime.signInUrl, dynamoEndpoint: runtime.dynamoEndpoint, dynamoPid: runtime.dynamoPid });
