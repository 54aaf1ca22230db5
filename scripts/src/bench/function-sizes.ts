/**
 * Benchmark (docs/adr/0024-function-size-sdk-layer.md): every Lambda function's bundle as CDK builds it
 * (the options of infra/lib/constructs/function-bundle.ts: CommonJS, minified, the DynamoDB, Cognito
 * and Lambda clients from the SDK layer, the other AWS clients left to the runtime) and the time a fresh Node process takes to load
 * it as Lambda's runtime does (`require`, the layer found through NODE_PATH; a cold start's module
 * load, without the runtime's own start), median of a few runs: wall time, and the CPU time the load
 * used, which other work on a shared machine disturbs far less than the wall time. The layer's own
 * size and load come first.
 *   npx tsx scripts/src/bench/function-sizes.ts [runs=5] [only: a pattern of function names, e.g. 'init|guess']
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from '../local/server';
import { esbuildOptions } from '../../../infra/lib/constructs/function-bundle';
import { buildSdkLayer } from '../../../infra/lib/constructs/sdk-layer';
import { externalModulesOf, sdkModuleOf } from '../../../infra/lib/function-externals';
import { percentile, printTable } from './stats';

const runs = Number(process.argv[2] ?? 5);
const only = process.argv[3] ? new RegExp(process.argv[3]) : undefined;
const src = path.join(REPO_ROOT, 'functions', 'src');
const entries = [
  ...readdirSync(path.join(src, 'handlers')).filter((f) => f.endsWith('.ts')).map((f) => path.join(src, 'handlers', f)),
  path.join(src, 'webhooks', 'stripe.ts'),
  path.join(src, 'jobs', 'expire-purchases.ts'),
  path.join(src, 'jobs', 'warmup-cache.ts'),
  // The publish, with the web's renderer bundled (its own limit: docs/adr/0024-function-size-sdk-layer.md).
  path.join(src, 'jobs', 'publish-site-worker.ts'),
];
const PUBLISH_ENTRY = path.join(src, 'jobs', 'publish-site-worker.ts');
// Inside node_modules, so that the bundles find the other AWS clients as the Lambda runtime provides them.
const outDir = path.join(REPO_ROOT, 'node_modules', '.cache', 'function-bench');
rmSync(outDir, { recursive: true, force: true });
const layerFiles = buildSdkLayer(path.join(outDir, 'opt'));

// The environment a function's module checks when it loads (a cold start fails fast on a missing one).
const env = {
  ...process.env,
  TABLE_NAME: 'bench',
  COGNITO_USER_POOL_ID: 'eu-west-1_bench',
  COGNITO_CLIENT_ID: 'bench',
  AWS_REGION: 'eu-west-1',
  POWERTOOLS_SERVICE_NAME: 'bench',
  NODE_ENV: 'production',
  // Lambda's NODE_PATH holds the layers' /opt/nodejs/node_modules.
  NODE_PATH: path.join(outDir, 'opt', 'nodejs', 'node_modules'),
};

/** Median wall and CPU time of `runs` fresh processes requiring `file`, as Lambda's runtime requires a CommonJS handler. */
function loadTimes(file: string): [number, number] {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const script = `const c = process.cpuUsage(); const t = performance.now(); require(${JSON.stringify(file)}); const u = process.cpuUsage(c);
      process.stdout.write(JSON.stringify([performance.now() - t, (u.user + u.system) / 1000]));`;
    const [wall, cpu] = JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })) as [number, number];
    times.push(wall);
    cpuTimes.push(cpu);
  }
  return [percentile(times, 50), percentile(cpuTimes, 50)];
}

console.log('\nThe SDK layer\'s modules (each function loads one; its load below includes it)');
for (const [module, file] of layerFiles) {
  const code = readFileSync(file);
  const [load, cpu] = loadTimes(file);
  console.log(`  ${module.padEnd(20)} ${(code.byteLength / 1024).toFixed(0)} KB minified, ${(gzipSync(code).byteLength / 1024).toFixed(0)} KB gzip; loaded alone ${load.toFixed(0)} ms (CPU ${cpu.toFixed(0)} ms)`);
}

const rows: [string, string, string, string, string][] = [];
const sizes: number[] = [];
const loads: number[] = [];
const cpus: number[] = [];
for (const entry of entries) {
  const name = path.relative(src, entry).replace(/\.ts$/, '');
  if (only && !only.test(name)) continue;
  const out = await build({ ...esbuildOptions(entry, externalModulesOf(entry), entry === PUBLISH_ENTRY, sdkModuleOf(entry)), write: false });
  const code = out.outputFiles[0]!.contents;
  const file = path.join(outDir, `${name.replace(/\//g, '_')}.js`);
  writeFileSync(file, code);
  const [load, cpu] = loadTimes(file);
  sizes.push(code.byteLength);
  loads.push(load);
  cpus.push(cpu);
  rows.push([name, `${(code.byteLength / 1024).toFixed(0)} KB`, `${(gzipSync(code).byteLength / 1024).toFixed(0)} KB`, `${load.toFixed(0)} ms`, `${cpu.toFixed(0)} ms`]);
}
rmSync(outDir, { recursive: true, force: true });

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\nFunction bundles and module load (median of ${runs} fresh processes, Node ${process.versions.node})`);
console.log(`  ${'function'.padEnd(width)}  minified      gzip  load p50   cpu p50`);
for (const [name, min, gz, load, cpu] of rows) {
  console.log(`  ${name.padEnd(width)}  ${min.padStart(8)}  ${gz.padStart(8)}  ${load.padStart(8)}  ${cpu.padStart(8)}`);
}
printTable('Across functions', [
  ['bundle median', `${(percentile(sizes, 50) / 1024).toFixed(0)} KB`],
  ['bundle max', `${(Math.max(...sizes) / 1024).toFixed(0)} KB`],
  ['load median', `${percentile(loads, 50).toFixed(0)} ms`],
  ['load max', `${Math.max(...loads).toFixed(0)} ms`],
  ['load CPU median', `${percentile(cpus, 50).toFixed(0)} ms`],
  ['load CPU max', `${Math.max(...cpus).toFixed(0)} ms`],
  ['loads over 60 ms', `${loads.filter((load) => load > 60).length} of ${loads.length}: ${rows.filter((_, i) => loads[i]! > 60).map(([name]) => name.replace(/^handlers\//, '')).join(', ') || 'none'}`],
]);
