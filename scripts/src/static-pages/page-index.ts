/**
 * Writes the index of the pre-rendered pages (shared/src/page-index.ts) into the web build: every file
 * under `dist/pages/`, relative to `dist` with `/` separators, sorted. The deploy syncs the edge's
 * key-value store from it (functions/src/jobs/sync-page-index.ts), so the edge knows which pages exist.
 * It lists the folder rather than the files this run rendered: whatever is in `pages/` is uploaded,
 * so whatever is there must be known at the edge.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkPageIndex, PAGE_INDEX_FILE, STATIC_PAGES_DIR } from '@quiz/shared';

/** Every file under `dist/pages`, as `pages/…` paths. */
export function listPageFiles(distDir: string): string[] {
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    );
  return checkPageIndex(walk(path.join(distDir, STATIC_PAGES_DIR), `${STATIC_PAGES_DIR}/`));
}

/** Writes `dist/pages-index.json` and answers the files it lists. */
export function writePageIndex(distDir: string): string[] {
  const files = listPageFiles(distDir);
  writeFileSync(path.join(distDir, PAGE_INDEX_FILE), `${JSON.stringify(files, null, 1)}\n`);
  return files;
}
