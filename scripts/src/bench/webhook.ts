/**
 * Benchmark: the Stripe webhook on the local runtime (docs/premium.md "Fulfilment"): how long a
 * signed checkout.session.completed takes to be verified and applied (event id, purchase and profile
 * in one transaction), and a repeated delivery answered as a duplicate; then the size of the
 * webhook's bundle as CDK builds it (ESM, minified, the AWS SDK left to the runtime).
 *   npx tsx scripts/src/bench/webhook.ts [purchases=150]
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import Stripe from 'stripe';
import { freePort } from '../local/dynamo';
import { LOCAL_STRIPE_WEBHOOK_PATH, REPO_ROOT } from '../local/server';
import { startRuntime } from '../local/runtime';
import { percentile, printTable } from './stats';

const total = Number(process.argv[2] ?? 150);
delete process.env.STRIPE_SECRET_KEY;
const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale: 100 });

async function api(pathname: string, token: string, body?: unknown) {
  const res = await fetch(`${runtime.url}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { purchaseId: string; amount: number; currency: string };
}

async function deliver(payload: string): Promise<{ ms: number; result: string }> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET! });
  const started = performance.now();
  const res = await fetch(`${runtime.url}${LOCAL_STRIPE_WEBHOOK_PATH}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload,
  });
  const ms = performance.now() - started;
  const body = (await res.json()) as { result?: string };
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  return { ms, result: body.result ?? '' };
}

try {
  const first: number[] = [];
  const repeated: number[] = [];
  for (let i = 0; i < total; i++) {
    const { access_token: token } = await runtime.mintTokens({ name: `Bench buyer ${i}` });
    const { purchaseId } = await api('/api/purchase/stripe_premium_pt3h', token, { locale: 'en' });
    const purchase = await api(`/api/purchases/${purchaseId}`, token);
    const payload = JSON.stringify({
      id: `evt_bench_${i}_${Date.now()}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000),
      data: { object: {
        object: 'checkout.session', id: `cs_bench_${i}`, client_reference_id: purchaseId, metadata: { purchaseId },
        payment_intent: `pi_bench_${i}_${Date.now()}`, amount_total: purchase.amount, currency: purchase.currency, payment_status: 'paid',
      } },
    });
    const applied = await deliver(payload);
    if (applied.result !== 'applied') throw new Error(`expected applied, got ${applied.result}`);
    first.push(applied.ms);
    const again = await deliver(payload);
    if (again.result !== 'duplicate') throw new Error(`expected duplicate, got ${again.result}`);
    repeated.push(again.ms);
  }
  const warm = first.slice(5);
  printTable('Stripe webhook, local runtime (ms)', [
    ['purchases', String(first.length)],
    ['first delivery (cold)', first[0]!.toFixed(1)],
    ['applied p50 (warm)', percentile(warm, 50).toFixed(1)],
    ['applied p99 (warm)', percentile(warm, 99).toFixed(1)],
    ['duplicate p50', percentile(repeated, 50).toFixed(1)],
    ['duplicate p99', percentile(repeated, 99).toFixed(1)],
  ]);
} finally {
  await runtime.stop();
}

// The bundle as aws-lambda-nodejs builds it (infra/lib/constructs/api-function.ts).
const bundle = await build({
  entryPoints: [path.join(REPO_ROOT, 'functions', 'src', 'webhooks', 'stripe.ts')],
  bundle: true, write: false, platform: 'node', format: 'esm', target: 'node24', minify: true,
  mainFields: ['module', 'main'], external: ['@aws-sdk/*'], logLevel: 'silent',
});
const code = bundle.outputFiles[0]!.contents;
printTable('Stripe webhook bundle', [
  ['minified', `${(code.byteLength / 1024).toFixed(0)} KB`],
  ['gzip', `${(gzipSync(code).byteLength / 1024).toFixed(0)} KB`],
]);
