import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkPageIndex, isPublishedFile, PAGE_INDEX_FILE, SITE_BUILD_FILE, STATIC_PAGES_DIR, type SiteBuildInfo } from '@quiz/shared';
import { md5, type SiteStore } from './publish-site';

/**
 * The site as a folder (the local server's web/dist, a test's temporary folder): a publish writes
 * and removes its files and rewrites its pages-index.json; nothing caches in front of it, so there is
 * nothing to invalidate (the local server looks each page up on disk per request).
 */
export function dirSiteStore(dist: string): SiteStore {
  const walk = (dir: string, prefix: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
        )
      : [];
  const owned = () => [...walk(path.join(dist, STATIC_PAGES_DIR), `${STATIC_PAGES_DIR}/`), ...['sitemap.xml', 'robots.txt'].filter((file) => existsSync(path.join(dist, file)))];
  return {
    async readBuild() {
      return {
        appShell: readFileSync(path.join(dist, 'index.html'), 'utf8'),
        build: JSON.parse(readFileSync(path.join(dist, SITE_BUILD_FILE), 'utf8')) as SiteBuildInfo,
      };
    },
    async listFiles() {
      return new Map(owned().filter(isPublishedFile).map((file) => [file, md5(readFileSync(path.join(dist, file), 'utf8'))]));
    },
    async write(files) {
      for (const { file, body } of files) {
        const target = path.join(dist, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, body);
      }
    },
    async remove(files) {
      for (const file of files) rmSync(path.join(dist, file), { force: true });
    },
    async updatePageIndex(files) {
      const pages = checkPageIndex(files.filter((file) => file.startsWith(`${STATIC_PAGES_DIR}/`)).sort());
      writeFileSync(path.join(dist, PAGE_INDEX_FILE), `${JSON.stringify(pages, null, 1)}\n`);
    },
    async invalidate() {
      return undefined;
    },
  };
}
