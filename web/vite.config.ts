import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One file for the web app's build and its tests. The root vitest config lists this file as the
 * `web` project, and the local server loads it with Vite in middleware mode, so paths are anchored
 * here rather than on the current directory.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * React Router 7 publishes a production build but its package exports always point at the
 * development one (remix-run/react-router#12532, #14102): dev warnings and their code ship to
 * players. The production build of the app takes the production files; dev and tests keep the warnings.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  // The API is same-origin under /api (local server and CloudFront alike): no proxy.
  appType: 'spa',
  server: {
    // The dev server serves the app and nothing else of the repository: Vite's default
    // allows the whole workspace under /@fs/, the seed answers included. The app needs its own
    // folder, the shared source it imports, and the dependencies.
    fs: {
      strict: true,
      allow: [root, `${repo}shared/src`, `${repo}node_modules`],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.local/**'],
    },
  },
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the build targets has <link rel="modulepreload"> but Safari 16, which then only
    // fetches a little later: not worth the polyfill's weight on every page.
    modulePreload: { polyfill: false },
    // No source maps: they would publish the source (comments included) beside the bundle.
    sourcemap: false,
    // scripts/src/bench/bundle-size.ts follows the manifest to weigh each route's JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Only the libraries every page needs: a library used by a lazily loaded page alone (the
            // game's zoom) stays with that page's chunk instead of weighing on the first load.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // Our own code every page needs, in one file: a few larger chunks compress better than many.
            { name: 'app', test: /[\\/](web|shared)[\\/]src[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    // One jsdom per worker, and the libraries Node loads shared by the worker's files; our modules are
    // evaluated afresh for each file (src/test/fresh-file.ts; docs/testing.md "Durations"). React's
    // 300 ms hold of content after a Suspense fallback is skipped (src/test/no-suspense-throttle.ts).
    pool: 'threads',
    isolate: false,
    // A worker per core, as the other unit projects (vitest.config.ts `nodeUnit`).
    maxWorkers: '100%',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/fresh-file.ts', 'src/test/no-suspense-throttle.ts', 'src/test/setup.ts'],
  },
}));
