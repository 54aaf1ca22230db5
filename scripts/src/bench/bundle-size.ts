/**
 * Benchmark: gzip size of the JavaScript each page loads (goal: the quiz page at open ≤ 140 KB gzip,
 * docs/adr/0007-web-app-weight-by-splitting.md).
 * What every page loads is read from web/dist/index.html (its module scripts and preloads); Vite's
 * build manifest (web/dist/.vite/manifest.json) gives each lazily loaded chunk's static imports.
 * Texts are chunks of their own per language (web/src/locales/catalogues.ts): each page is weighed
 * in each language with the texts it needs.
 *   npm run build && npx tsx scripts/src/bench/bundle-size.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '@quiz/shared';
import { printTable } from './stats';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../../../web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No web/dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

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

// What index.html makes every page load: its module scripts and module preloads.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set<string>();
for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) {
  const key = file && keyOfFile.get(file);
  if (key) staticClosure(key, initial);
}

const textChunk = (locale: string, bundle: string) =>
  Object.keys(manifest).find((key) => new RegExp(`src/locales/${locale}/${bundle}\\.(ts|json)$`).test(key));

/**
 * A page: its lazily loaded chunks and the text bundles it needs besides the app's. `srcs` beyond the
 * first are what a player's action brings (the game page's play screen and end screens): the page is
 * also weighed with them, for the whole of a play.
 */
const pages: { name: string; srcs: string[]; texts: string[]; goalKb?: number }[] = [
  { name: 'home page', srcs: ['src/features/home/routes/home-route.tsx'], texts: ['home'] },
  // The quiz page at open, in either language (docs/adr/0007-web-app-weight-by-splitting.md).
  { name: 'game page (quiz)', srcs: ['src/features/game/routes/quiz-route.tsx'], texts: ['game'], goalKb: 140 },
  {
    name: 'game page, a whole play',
    srcs: ['src/features/game/routes/quiz-route.tsx', 'src/features/game/components/game-screen.tsx', 'src/features/game/components/end-screens.ts'],
    texts: ['game'],
  },
  { name: 'menu page', srcs: ['src/features/menu/routes/menu-page.tsx'], texts: ['scores'] },
];

const rows: [string, string][] = [[`every page (${initial.size} files, no texts)`, `${gzipKb(initial).toFixed(1)} KB`]];
for (const page of pages) {
  const code = new Set(initial);
  for (const src of page.srcs) staticClosure(src, code);
  const weights = LOCALES.map((locale) => {
    const texts = ['app', ...page.texts].map((bundle) => textChunk(locale, bundle)).filter((key) => key !== undefined);
    return [locale, gzipKb([...code, ...texts])] as const;
  });
  const goal = page.goalKb ? `   (goal ≤ ${page.goalKb} KB: ${weights.every(([, kb]) => kb <= page.goalKb!) ? 'met' : 'not met'})` : '';
  rows.push([`${page.name}, with its texts`, weights.map(([locale, kb]) => `${locale} ${kb.toFixed(1)} KB`).join(' · ') + goal]);
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || key.includes('/locales/')) continue;
  rows.push([`  lazy: ${chunk.src ?? key}`, `${gzipKb([...staticClosure(key)].filter((k) => !initial.has(k))).toFixed(1)} KB`]);
}
for (const locale of LOCALES) {
  for (const bundle of ['app', 'home', 'game', 'scores']) {
    const key = textChunk(locale, bundle);
    if (key) rows.push([`  texts: ${locale}/${bundle}`, `${gzipKb([key]).toFixed(1)} KB`]);
  }
}
printTable('JavaScript per page, gzip', rows);
