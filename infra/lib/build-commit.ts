import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './paths';

/** The tag (and the api stack's output `Commit`) naming the commit a stage was built from. */
export const COMMIT_TAG = 'commit';

/** What a tree with uncommitted changes adds to its commit: the deploy is not exactly that commit. */
export const DIRTY_SUFFIX = '-dirty';

/** What a synth outside a git checkout (and without `-c commit=`) says. */
export const UNKNOWN_COMMIT = 'unknown';

const COMMIT = /^[0-9a-f]{7,40}(-dirty)?$/;

/** Runs git in the repository; throws when git or the checkout is missing. */
export type Git = (args: readonly string[]) => string;

const git: Git = (args) => execFileSync('git', [...args], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * The commit the app is built from (docs/operating.md "After a deploy"): context `commit` when given
 * (a CI that builds from an archive knows it), else `git rev-parse HEAD`, with DIRTY_SUFFIX when the tree
 * has uncommitted changes (a deploy from a laptop's edits says so), else UNKNOWN_COMMIT.
 */
export function buildCommit(given: unknown, run: Git = git): string {
  if (given !== undefined && given !== null && given !== '') {
    if (typeof given !== 'string' || !COMMIT.test(given)) {
      throw new Error(`Context commit must be a git commit id (7 to 40 hex digits, "${DIRTY_SUFFIX}" allowed), got ${String(given)}`);
    }
    return given;
  }
  try {
    const sha = run(['rev-parse', 'HEAD']);
    const dirty = run(['status', '--porcelain']) !== '';
    return `${sha}${dirty ? DIRTY_SUFFIX : ''}`;
  } catch {
    return UNKNOWN_COMMIT;
  }
}
