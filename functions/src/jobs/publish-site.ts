import { createHash } from 'node:crypto';
import { sitePublishPlan, type RenderSite, type SiteBuildInfo, type SitePublishPlan, type StaticFile } from '@quiz/shared';
import { currentSiteData } from '../domain/site-data';
import { releasePublishLock, takePublishLock, updatePublish } from '../data/publishes';
import { logger } from '../lib/logger';

/**
 * A publish (docs/back-office.md "Publishing"): the static pages rendered again from the
 * table's current data by the build's own renderer (web/src/app/static-pages/site.tsx), the changed
 * files written, the gone ones removed, the edge's page store and CloudFront's caches told. No redeploy.
 * Where the files live is a SiteStore: the site bucket, its page store and its distribution in AWS
 * (s3-site-store.ts), the served web/dist folder locally (dir-site-store.ts).
 */
export interface SiteStore {
  /** What the deployed build rendered with: its index.html and its pages-build.json. */
  readBuild(): Promise<{ appShell: string; build: SiteBuildInfo }>;
  /** Every file the site holds now that a publish may own, with the MD5 of its body. */
  listFiles(): Promise<Map<string, string>>;
  write(files: readonly StaticFile[]): Promise<void>;
  remove(files: readonly string[]): Promise<void>;
  /** The page store (the edge's list of pages) and the build's pages-index.json, told the change. */
  updatePageIndex(files: readonly string[], changes: SitePublishPlan['pageKeys']): Promise<void>;
  /** CloudFront told to forget these addresses; answers the invalidation's id (none locally). */
  invalidate(paths: readonly string[]): Promise<string | undefined>;
}

export const md5 = (body: string) => createHash('md5').update(body).digest('hex');

export interface PublishResult {
  rendered: number;
  written: number;
  removed: number;
  unchanged: number;
  invalidated: number;
  invalidationId?: string;
}

/** Renders the site from the table and brings the store to it; `progress` hears each step. */
export async function publishSite(render: RenderSite, store: SiteStore, progress: (step: 'reading' | 'rendering' | 'writing' | 'invalidating') => Promise<void> = async () => undefined): Promise<PublishResult> {
  await progress('reading');
  const [data, { appShell, build }, current] = await Promise.all([currentSiteData(), store.readBuild(), store.listFiles()]);
  await progress('rendering');
  const files = await render({ ...build, ...data, appShell });
  const plan = sitePublishPlan(current, files.map((file) => ({ ...file, md5: md5(file.body) })));
  await progress('writing');
  // New pages first, then the edge learns of them (and forgets the gone ones, which then answer 404
  // rather than the bucket's 403), then the gone files go.
  await store.write(plan.write);
  await store.updatePageIndex(files.map((file) => file.file), plan.pageKeys);
  await store.remove(plan.remove);
  await progress('invalidating');
  const invalidationId = await store.invalidate(plan.invalidate);
  return {
    rendered: files.length,
    written: plan.write.length,
    removed: plan.remove.length,
    unchanged: plan.unchanged,
    invalidated: plan.invalidate.length,
    ...(invalidationId ? { invalidationId } : {}),
  };
}

/** How publishes take turns: a run holds the lock at most as long as the function may run. */
export const PUBLISH_TURNS = { holdMs: 5 * 60_000, waitMs: 3 * 60_000, retryMs: 2_000 };

/**
 * Waits for this publish's turn (docs/back-office.md "Publishing": one at a time, so that a run on
 * older data never writes after a run on newer data); false when the wait was too long.
 */
async function waitForTurn(id: string, turns: typeof PUBLISH_TURNS): Promise<boolean> {
  const until = Date.now() + turns.waitMs;
  for (;;) {
    if (await takePublishLock(id, turns.holdMs)) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, turns.retryMs));
  }
}

/** One publish run, its record kept up to date: its turn, running, each step, then done with its counts or failed. */
export async function runPublish(
  id: string, render: RenderSite, store: SiteStore, now: () => Date = () => new Date(), turns = PUBLISH_TURNS,
): Promise<void> {
  if (!(await waitForTurn(id, turns))) {
    await updatePublish(id, { status: 'failed', finishedAt: now().toISOString(), error: 'another publish was still running: publish again' });
    return;
  }
  try {
    await updatePublish(id, { status: 'running', startedAt: now().toISOString() });
    const result = await publishSite(render, store, (step) => updatePublish(id, { step }));
    await updatePublish(id, { status: 'done', step: 'finished', finishedAt: now().toISOString(), ...result });
    logger.info('site published', { publishId: id, ...result });
  } catch (error) {
    logger.error('publish failed', { publishId: id, error });
    await updatePublish(id, { status: 'failed', finishedAt: now().toISOString(), error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' });
  } finally {
    await releasePublishLock(id);
  }
}
