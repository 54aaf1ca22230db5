import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Features own their internals (STYLE.md 12): a feature never imports another feature's files; what
 * two features share lives in web/src/lib (or shared), and app/ composes the features. One block per
 * feature, since a relative import ('../../game/…') names the other feature only by its folder.
 */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const CROSS_FEATURE = 'Import a feature only through app/, not from another feature or from lib/: move what two features share to web/src/lib or shared.';
const anyFeatureByPath = { group: ['**/features/*/*'], message: CROSS_FEATURE };
/** A focused or skipped test silently shrinks the suite. */
const NO_FOCUSED_TESTS = {
  selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip|todo)$/]",
  message: 'Focused or skipped tests are not allowed: the whole suite runs in CI.',
};
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    // import('…') too ('\x2F' is '/', which a selector's regular expression cannot hold as such).
    'no-restricted-syntax': [
      'error',
      NO_FOCUSED_TESTS,
      {
        selector: `ImportExpression[source.value=/^(\\.\\.\\x2F)+(${FEATURES.filter((f) => f !== feature).join('|')})(\\x2F|$)/]`,
        message: CROSS_FEATURE,
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          anyFeatureByPath,
          // Up out of this feature and down into another one.
          { regex: `^(\\.\\./)+(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`, message: CROSS_FEATURE },
        ],
      },
    ],
  },
}));

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [anyFeatureByPath] }],
    },
  },
  // app/ is where features are composed; the test helpers set any feature up.
  { files: ['web/src/app/**/*.{ts,tsx}', 'web/src/main.tsx', 'web/src/test/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  ...featureBoundaries,
);
