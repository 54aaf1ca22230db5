import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * web/README.md "Lint zones": no import cycle in web/src, type-only imports included (ESLint's
 * import-x/no-cycle skips those, so `npm run lint` runs oxlint's import/no-cycle with the root's
 * .oxlintrc.json). Planted cycles are written to a folder of their own and linted with that
 * configuration, as `npm run lint` does.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const oxlint = path.join(repoRoot, 'node_modules/.bin/oxlint');
const run = promisify(execFile);
const planted: string[] = [];

afterEach(() => {
  for (const dir of planted.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** oxlint's exit code and report on `files` (path → text) laid out under a new folder's web/src. */
async function lintPlanted(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'lint-cycles-'));
  planted.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'web/src', file)), { recursive: true });
    writeFileSync(path.join(root, 'web/src', file), text);
  }
  try {
    const { stdout } = await run(oxlint, ['-c', path.join(repoRoot, '.oxlintrc.json'), 'web/src'], { cwd: root });
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: failed.stdout };
  }
}

describe('no import cycle in web/src', () => {
  it('a cycle of values is an error', async () => {
    const { code, report } = await lintPlanted({
      'lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'lib/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(code).toBe(1);
    expect(report).toMatch(/no-cycle/);
  });

  it('a cycle closed by a type-only import is an error too', async () => {
    const { code, report } = await lintPlanted({
      'features/shop/routes/product.ts': "import type { Data } from './product-page';\nimport { Page } from './product-page';\nexport const route = (d: Data) => Page(d);\n",
      'features/shop/routes/product-page.tsx': "import type { route as Loader } from './product';\nexport interface Data { id: number }\nexport const Page = (d: Data) => d.id;\nexport type Own = typeof Loader;\n",
    });
    expect(code).toBe(1);
    expect(report).toMatch(/no-cycle/);
  });

  it('imports one way only are fine', async () => {
    const { code } = await lintPlanted({
      'lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'lib/b.ts': 'export const b = 1;\n',
    });
    expect(code).toBe(0);
  });
});
