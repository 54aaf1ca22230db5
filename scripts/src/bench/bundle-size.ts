/**
 * Benchmark: gzip size of the JavaScript each route loads (target: the game route ≤ 150 KB gzip).
 * Reads Vite's build manifest (web/dist/.vite/manifest.json, from `npm run build`) and follows the
 * static imports of the entry and of each lazily loaded route chunk.
 *   npm run build && npx tsx scripts/src/bench/bundle-size.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './stats';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../../../web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No web/dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

/** Every JS file a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipKb = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? sum + gzipSync(readFileSync(path.join(dist, file))).length : sum;
  }, 0) / 1024;

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const initial = staticClosure(entry);
const rows: [string, string][] = [['initial (every route)', `${gzipKb(initial).toFixed(1)} KB`]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const route = staticClosure(key, new Set(initial));
  rows.push([`+ ${chunk.src ?? key}`, `${gzipKb(route).toFixed(1)} KB (${gzipKb([...route].filter((k) => !initial.has(k))).toFixed(1)} KB lazy)`]);
}
printTable('JavaScript per route, gzip', rows);
