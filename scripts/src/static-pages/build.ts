/**
 * Pre-renders the site's static pages into the web build (docs/decisions.md "Pre-rendered pages"):
 * after `vite build`, `npm run build -w web` runs this. It bundles the landing script and its styles
 * (the only code a landing page runs before a click), reads the live quizzes of the seed content the
 * way the API serves them (the same stored items, the same summary), and renders the pages with the
 * app's own components through Vite's module loader.
 *   SITE_URL=https://quiz.example.com npm run build -w web
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { createServer } from 'vite';
import { LOCALES, type GameSummary, type Locale } from '@quiz/shared';
import { toGameSummary } from '@quiz/functions/domain/games';
import { publishedImage } from '@quiz/functions/images/illustration-names';
import { gameItem, illustrationOf, readSeed } from '../seed/load-seed';
import { WEB_ROOT } from '../local/server';
import type { RenderStaticSite } from '../../../web/src/app/static-pages/site-input';


const DIST = path.join(WEB_ROOT, 'dist');
/** Canonical and Open Graph URLs are absolute: the deployed site's origin, else the local server's. */
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:3000';

/** The module scripts and styles of the app's index.html, as Vite wrote it. */
function appAssets(appShell: string) {
  const attributes = (pattern: RegExp) => [...appShell.matchAll(pattern)].map((match) => match[1]!);
  return {
    appScripts: attributes(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    appStyles: attributes(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g),
  };
}

/** The landing script and its styles, bundled on their own under hashed names beside the app's assets. */
async function buildLanding() {
  const result = await build({
    entryPoints: [path.join(WEB_ROOT, 'src/app/static-pages/landing-entry.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['chrome111', 'safari16.4', 'firefox128'],
    outdir: path.join(DIST, 'assets'),
    entryNames: 'landing-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => `/${path.relative(DIST, file).split(path.sep).join('/')}`);
  const script = outputs.find((file) => file.endsWith('.js'));
  if (!script) throw new Error('the landing script was not built');
  return { landingScript: script, landingStyles: outputs.filter((file) => file.endsWith('.css')) };
}

/** Live quizzes of the seed in each language, by number, as GET /api/init summarises them. */
function liveGames(): Record<Locale, GameSummary[]> {
  const live = readSeed()
    .games.filter(({ game }) => game.status === 'live')
    .map((entry) => gameItem(entry.game, publishedImage(illustrationOf(entry))))
    .sort((a, b) => a.number - b.number);
  return Object.fromEntries(LOCALES.map((locale) => [locale, live.map((item) => toGameSummary(item, locale))])) as Record<Locale, GameSummary[]>;
}

const appShell = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const assets = { ...appAssets(appShell), ...(await buildLanding()) };
const vite = await createServer({
  root: WEB_ROOT,
  configFile: path.join(WEB_ROOT, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  // Through Vite, as the app is built: its JSON texts, its aliases, React's JSX.
  const { renderStaticSite } = (await vite.ssrLoadModule('/src/app/static-pages/render.tsx')) as { renderStaticSite: RenderStaticSite };
  const files = await renderStaticSite({ siteUrl, games: liveGames(), assets, appShell });
  for (const { file, body } of files) {
    const target = path.join(DIST, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
  }
  console.log(`Pre-rendered ${files.length} files into web/dist (${siteUrl}); landing script ${assets.landingScript}`);
} finally {
  await vite.close();
}
