import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { RenderSite } from '@quiz/shared';
import { setLocalPublishRunner } from '@quiz/functions/lib/publish-runner';
import { updatePublish } from '@quiz/functions/data/publishes';
import { runPublish } from '@quiz/functions/jobs/publish-site';
import { dirSiteStore } from '@quiz/functions/jobs/dir-site-store';
import { WEB_ROOT } from './server';

/**
 * Publishing on the local runtime (docs/back-office.md "Publishing"): POST /api/desk/publish runs the
 * same job as the publish function in AWS, in this process, one run at a time, with the build's
 * own renderer loaded through Vite (as scripts/src/static-pages/build.ts loads it), writing into the
 * served web/dist. The local server looks pages up on disk at each request: nothing to invalidate.
 * Without --dist there are no pre-rendered pages: a run ends at once, having rendered nothing.
 */
export function registerLocalPublisher(web: 'vite' | 'dist' | 'none', log: (line: string) => void): { close(): Promise<void> } {
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
    if (web !== 'dist') {
      await updatePublish(id, { status: 'done', step: 'finished', rendered: 0, written: 0, removed: 0, unchanged: 0, invalidated: 0, finishedAt: new Date().toISOString() });
      return;
    }
    const started = Date.now();
    let render: RenderSite;
    try {
      render = await renderer();
    } catch (error) {
      await updatePublish(id, { status: 'failed', finishedAt: new Date().toISOString(), error: `the renderer did not load: ${String(error).slice(0, 400)}` });
      throw error;
    }
    await runPublish(id, render, dirSiteStore(path.join(WEB_ROOT, 'dist')));
    log(`publish ${id} finished in ${Date.now() - started} ms`);
  };
  setLocalPublishRunner((id) => {
    queue = queue.then(() => run(id)).catch((error: unknown) => log(`publish ${id}: ${String(error)}`));
  });
  return {
    async close() {
      setLocalPublishRunner(undefined);
      await queue;
      if (vite) await (await vite).close();
    },
  };
}
