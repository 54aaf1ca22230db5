import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { RenderSite } from '@quiz/shared';
import { setLocalPublishRunner } from '@quiz/functions/lib/publish-runner';
import { updatePublish } from '@quiz/functions/data/publishes';
import { publishSite, runPublish } from '@quiz/functions/jobs/publish-site';
import { dirSiteStore } from '@quiz/functions/jobs/dir-site-store';
import { WEB_ROOT } from './server';

export interface LocalPublisherOptions {
  /**
   * Where the site's pages are: the served web/dist (--dist), this run's folder of pages (Vite's dev
   * server, ./dev-site.ts), or none (`web: 'none'`, the benchmarks: no pages at all).
   */
  siteDir: string | null;
  /** Render the pages once at start (the dev server's folder starts empty; a build already rendered web/dist). */
  renderAtStart: boolean;
  log: (line: string) => void;
}

/**
 * Publishing on the local runtime (docs/back-office.md "Publishing"): POST /api/desk/publish runs the
 * same job as the publish function in AWS, in this process, one run at a time, with the build's
 * own renderer loaded through Vite (as scripts/src/static-pages/build.ts loads it), writing into the
 * site's folder. The local server looks pages up on disk at each request: nothing to invalidate.
 * `ready` settles once the pages rendered at start are written (at once when there are none to render).
 */
export function registerLocalPublisher(options: LocalPublisherOptions): { ready: Promise<void>; close(): Promise<void> } {
  const { siteDir, log } = options;
  let vite: Promise<ViteDevServer> | undefined;
  let queue: Promise<void> = Promise.resolve();
  const renderer = async (): Promise<RenderSite> => {
    vite ??= import('vite').then(({ createServer }) =>
      createServer({
        root: WEB_ROOT,
        configFile: path.join(WEB_ROOT, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'warn',
      }),
    );
    const { renderSite } = (await (await vite).ssrLoadModule('/src/app/static-pages/site.tsx')) as { renderSite: RenderSite };
    return renderSite;
  };
  const run = async (id: string) => {
    const started = Date.now();
    if (!siteDir) {
      // No pages to render (the API-only server of the benchmarks): said so, with its duration.
      const now = new Date().toISOString();
      await updatePublish(id, { status: 'done', step: 'finished', startedAt: now, rendered: 0, written: 0, removed: 0, unchanged: 0, invalidated: 0, finishedAt: now });
      log(`publish ${id}: this server has no pages (web: none), nothing rendered`);
      return;
    }
    let render: RenderSite;
    try {
      render = await renderer();
    } catch (error) {
      const now = new Date().toISOString();
      await updatePublish(id, { status: 'failed', startedAt: now, finishedAt: now, error: `the renderer did not load: ${String(error).slice(0, 400)}` });
      throw error;
    }
    await runPublish(id, render, dirSiteStore(siteDir));
    log(`publish ${id} finished in ${Date.now() - started} ms`);
  };
  const renderAtStart = async (dir: string) => {
    const started = Date.now();
    const result = await publishSite(await renderer(), dirSiteStore(dir));
    log(`site pages rendered in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.rendered} files (${dir})`);
  };
  const ready = options.renderAtStart && siteDir ? renderAtStart(siteDir) : Promise.resolve();
  // Publishes wait for the first rendering; a failed one is logged, and a publish renders again.
  queue = ready.catch((error: unknown) => log(`site pages: ${String(error)}`));
  setLocalPublishRunner((id) => {
    queue = queue.then(() => run(id)).catch((error: unknown) => log(`publish ${id}: ${String(error)}`));
  });
  return {
    ready,
    async close() {
      setLocalPublishRunner(undefined);
      await queue;
      if (vite) await (await vite).close();
    },
  };
}
