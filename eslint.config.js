import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A focused or skipped test silently shrinks the suite. */
const NO_FOCUSED_TESTS = {
  selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip|todo)$/]",
  message: 'Focused or skipped tests are not allowed: the whole suite runs in CI.',
};
/**
 * The web app's import zones (STYLE.md 12, web/README.md "Lint zones"), as bulletproof-react draws
 * them: app/ composes the features and nothing outside it imports app/ (main.tsx and the test
 * helpers, which set the whole app up, aside); a feature imports no other feature; components/,
 * lib/, hooks/, config/ and locales/ import no feature. Paths are resolved, so a relative import
 * is judged by the file it names.
 */
const WEB = 'web/src';
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  {
    target: `${WEB}/!(app|test)/**`,
    from: `${WEB}/app`,
    message: 'Only app/ (and main.tsx, the test helpers) imports app/: move what a feature or component needs to lib/.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what two features share to lib/ or components/ (app/ composes them).',
  })),
  {
    target: ['components', 'lib', 'hooks', 'config', 'locales'].map((folder) => `${WEB}/${folder}`),
    from: `${WEB}/features`,
    message: 'components/, lib/, hooks/, config/ and locales/ import no feature: the feature passes what they need.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.local/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones, basePath: fileURLToPath(new URL('.', import.meta.url)) }],
    },
  },
);
