import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/local/server';

/**
 * The feature boundary rule bites (docs/adr/0002-node-24-and-typescript-source.md). ESLint, with the project's own configuration, on code
 * placed (by name only: nothing is written) inside web/src.
 */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('a feature never imports another feature\'s files', () => {
  it.each([
    ['web/src/features/menu/routes/fixture.tsx', "import { Intro } from '../../game/components/intro';"],
    ['web/src/features/game/components/fixture.tsx', "import { session } from '../../account/lib/session';"],
    ['web/src/features/home/fixture.ts', "import { x } from '../session-push/components/take-over-screen';"],
    ['web/src/features/game/components/fixture.tsx', "export { x } from '../../menu/routes/menu-page';"],
    ['web/src/features/game/components/fixture.tsx', "const m = () => import('../../home/routes/home');"],
    ['web/src/lib/fixture.ts', "import { Intro } from '../features/game/components/intro';"],
    ['web/src/components/ui/fixture.tsx', "import { Intro } from '../../features/game/components/intro';"],
  ])('%s: %s is an error', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([expect.stringMatching(/another feature/)]);
  });

  it.each([
    ['web/src/features/menu/routes/fixture.tsx', "import { StatsPanel } from '../components/stats-panel';"],
    ['web/src/features/game/components/fixture.tsx', "import { recordPlay } from '../../../lib/scores/sync';"],
    ['web/src/features/account/components/fixture.tsx', "import { accountStore } from '../../../lib/account-state';"],
    ['web/src/features/game/components/deep/fixture.tsx', "import { Intro } from '../intro';"],
    ['web/src/app/fixture.tsx', "import { MenuPage } from '../features/menu/routes/menu-page';"],
  ])('%s: %s is fine', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
