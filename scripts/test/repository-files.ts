import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the tests that read its files (doc paths, issue tags) walk it. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders never read: what .gitignore leaves out, and git's own. */
const SKIPPED = new Set(['.git', 'node_modules', 'dist', 'cdk.out', '.local', 'test-results', 'playwright-report', '.vite', 'coverage']);

/** A code file (whose comments are read). */
export const isCodeFile = (file: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(file);

/** The repository's files under `folder`, repo-relative (a walk of the tree: a unit test starts no process). */
export function repositoryFiles(folder = ''): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : repositoryFiles(path);
    return entry.isFile() ? [path] : [];
  });
}
