import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/local/server';

/**
 * web/README.md "Lint zones": the web app's import zones bite. ESLint, with the project's own
 * configuration, on code placed (by name only: nothing is written) inside web/src; each import names
 * a file that exists, since the rule judges the file an import resolves to. The cycle rule (oxlint)
 * needs files on disk and a process: scripts/test/integration/lint-cycles.test.ts.
 */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function zoneErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('a feature never imports another feature', () => {
  it.each([
    ['web/src/features/menu/routes/fixture.tsx', "import { Intro } from '../../game/components/intro';"],
    ['web/src/features/game/components/fixture.tsx', "import { ShopPacks } from '../../shop/components/shop-packs';"],
    ['web/src/features/home/fixture.ts', "import { x } from '../session-push/components/take-over-screen';"],
    ['web/src/features/game/components/fixture.tsx', "export { x } from '../../menu/routes/menu-page';"],
    ['web/src/features/game/components/fixture.tsx', "const m = () => import('../../home/routes/home');"],
  ])('%s: %s is an error', async (filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([expect.stringMatching(/A feature imports no other feature/)]);
  });
});

describe('components/, lib/, hooks/, config/ and locales/ import no feature', () => {
  it.each([
    ['web/src/lib/fixture.ts', "import { Intro } from '../features/game/components/intro';"],
    ['web/src/components/ui/fixture.tsx', "import { Intro } from '../../features/game/components/intro';"],
    ['web/src/hooks/fixture.ts', "import { Intro } from '../features/game/components/intro';"],
  ])('%s: %s is an error', async (filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([expect.stringMatching(/import no feature/)]);
  });
});

describe('nothing outside app/ imports app/', () => {
  it.each([
    ['web/src/features/game/routes/fixture.tsx', "import { declarativeRoutes } from '../../../app/page-route';"],
    ['web/src/features/admin/routes/fixture.test.tsx', "import { AppProviders } from '../../../app/providers';"],
    ['web/src/components/layout/fixture.tsx', "import { usePageTexts } from '../../app/page-route';"],
    ['web/src/lib/fixture.ts', "const m = () => import('../app/router');"],
    ['web/src/hooks/fixture.ts', "import type { PageErrorProps } from '../app/page-route';"],
  ])('%s: %s is an error', async (filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([expect.stringMatching(/Only app\//)]);
  });
});

describe('the imports the zones allow', () => {
  it.each([
    ['web/src/features/menu/routes/fixture.tsx', "import { MenuSections } from '../components/menu-sections';"],
    ['web/src/features/game/components/fixture.tsx', "import { recordPlay } from '../../../lib/scores/sync';"],
    ['web/src/features/account/components/fixture.tsx', "import { Spinner } from '../../../components/ui/spinner';"],
    ['web/src/features/game/routes/fixture.tsx', "import { usePageData } from '../../../lib/page-context';"],
    ['web/src/features/game/components/deep/fixture.tsx', "import { Intro } from '../intro';"],
    ['web/src/app/fixture.tsx', "import { MenuPage } from '../features/menu/routes/menu-page';"],
    ['web/src/app/routes/fixture.tsx', "import { declarativeRoutes } from '../page-route';"],
    ['web/src/test/fixture.tsx', "import { AppProviders } from '../app/providers';"],
    ['web/src/main.tsx', "import { AppRoutes } from './app/router';"],
  ])('%s: %s is fine', async (filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([]);
  });
});
