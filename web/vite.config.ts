import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One file for the web app's build and its tests. The root vitest config lists this file as the
 * `web` project, and the local server loads it with Vite in middleware mode, so paths are anchored
 * here rather than on the current directory.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  // The API is same-origin under /api (local server and CloudFront alike): no proxy.
  appType: 'spa',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
