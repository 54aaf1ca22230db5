/**
 * Pre-renders the site's static pages into the web build (docs/adr/0019-pre-rendered-pages.md):
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
import { SITE_BUILD_FILE, type RenderSite, type SiteBuildInfo } from '@quiz/shared';
import { siteData } from '@quiz/functions/domain/site-data';
import { publishedImage } from '@quiz/functions/images/illustration-names';
import { gameItem, illustrationOf, readSeed, type SeedContent } from '../seed/load-seed';
import { WEB_ROOT } from '../local/server';
import { writePageIndex } from './page-index';


const DIST = path.join(WEB_ROOT, 'dist');
/** Canonical and Open Graph URLs are absolute: the deployed site's origin, else the local server's (PORT; its server moves them to the port it listens on: local/site-origin.ts). */
const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The module scripts and styles of the app's index.html, as Vite wrote it. */
function appAssets(appShell: string) {
  const attributes = (pattern: RegExp) => [...appShell.matchAll(pattern)].map((match) => match[1]!);
  return {
    appScripts: attributes(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    appStyles: attributes(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g),
  };
}

/**
 * The styles of the quiz page's own chunk (Vite's manifest names them): its pre-rendered intro is
 * laid out by them before the app's code arrives.
 */
function quizPageStyles(appStyles: string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[]; imports?: string[] }>;
  const styles = new Set<string>();
  const visit = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) styles.add(`/${css}`);
    for (const imported of manifest[key].imports ?? []) visit(imported, seen);
  };
  visit('src/features/game/routes/quiz-route.tsx');
  if (styles.size === 0) throw new Error("the quiz page's styles are not in Vite's manifest");
  // The app's own styles are in its shell already.
  return [...styles].filter((href) => !appStyles.includes(href));
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

/** The seed's live quizzes with their content, its pages and menu, shaped as a publish shapes the table's. */
function seedSiteData(seed: SeedContent) {
  const responses = new Map(seed.responses.map((response) => [response.id, response]));
  const games = seed.games.map((entry) => ({ game: gameItem(entry.game, publishedImage(illustrationOf(entry))), references: entry.game.references, responses }));
  return siteData(games, seed.pages, seed.menu);
}

const appShell = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const app = appAssets(appShell);
const assets = { ...app, ...(await buildLanding()), quizStyles: quizPageStyles(app.appStyles) };
const vite = await createServer({
  root: WEB_ROOT,
  configFile: path.join(WEB_ROOT, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  // Through Vite, as the app is built: its JSON texts, its aliases, React's JSX.
  // The one renderer a publish runs too (functions/src/jobs/publish-site.ts), from the table's data.
  const { renderSite } = (await vite.ssrLoadModule('/src/app/static-pages/site.tsx')) as { renderSite: RenderSite };
  const seed = readSeed();
  const build: SiteBuildInfo = { siteUrl, assets };
  const files = await renderSite({ ...build, ...seedSiteData(seed), appShell });
  // What a publish needs to render as this build did (its assets' hashed names, the site's origin).
  writeFileSync(path.join(DIST, SITE_BUILD_FILE), `${JSON.stringify(build, null, 1)}\n`);
  for (const { file, body } of files) {
    const target = path.join(DIST, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
  }
  const indexed = writePageIndex(DIST);
  console.log(`Pre-rendered ${files.length} files into web/dist (${siteUrl}); landing script ${assets.landingScript}; ${indexed.length} pages in the page index`);
} finally {
  await vite.close();
}
