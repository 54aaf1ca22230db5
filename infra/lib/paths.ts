import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory of `cdk`, tsx or vitest. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One handler file per route-table entry: functions/src/handlers/<name>.ts. */
export const HANDLERS_DIR = join(REPO_ROOT, 'functions', 'src', 'handlers');

/** The web app's build output (`npm run build -w web`), deployed only when it exists. */
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');

export function handlerEntry(name: string, handlersDir: string = HANDLERS_DIR): string {
  return join(handlersDir, `${name}.ts`);
}
