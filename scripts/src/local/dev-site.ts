import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_BUILD_FILE, type SiteBuildInfo } from '@quiz/shared';
import { WEB_ROOT } from './server';

/**
 * The pre-rendered pages of `npm start` without --dist (docs/adr/0004-local-runtime.md
 *): the content pages, the menu's pages, competition rules, sitemap.xml, robots.txt and
 * the 404 pages, rendered by the build's own renderer into a folder of this run, at start and again at
 * each publish, so that no link of the quick start is dead. The pages name Vite's sources where a
 * build names hashed bundles; Vite's dev server serves those sources.
 */

/**
 * The assets a page of the development server names: the landing script and its styles as sources
 * (landing-entry.ts imports the same styles, which Vite then injects once more: harmless). No app
 * scripts: the app needs Vite's React preamble, which only its own index.html carries, so a launch
 * control navigates to the app's page instead (landing.ts launchApp).
 */
export const DEV_SITE_ASSETS: SiteBuildInfo['assets'] = {
  appScripts: [],
  // The styles of the app's first chunk that these pages use: the base, the quiz cards, the account corner.
  appStyles: ['/src/app/styles/global.css', '/src/features/home/components/home.css', '/src/features/account/components/account.css'],
  landingScript: '/src/app/static-pages/landing-entry.ts',
  landingStyles: ['/src/app/static-pages/landing.css', '/src/app/static-pages/content-pages.css', '/src/features/menu/routes/menu.css'],
  quizStyles: [],
};

/**
 * A new folder for this run's pages, holding what a publish reads of a build (its index.html and
 * pages-build.json) with the server's real origin for canonical, hreflang and sitemap addresses.
 * Per run, not per checkout: two servers of one checkout (the end-to-end and smoke ports) have two origins.
 */
export function createDevSiteDir(siteUrl: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quiz-site-'));
  const build: SiteBuildInfo = { siteUrl, assets: DEV_SITE_ASSETS };
  writeFileSync(path.join(dir, 'index.html'), readFileSync(path.join(WEB_ROOT, 'index.html')));
  writeFileSync(path.join(dir, SITE_BUILD_FILE), `${JSON.stringify(build, null, 1)}\n`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
