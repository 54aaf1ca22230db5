import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.local/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A focused or skipped test silently shrinks the suite.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip|todo)$/]",
          message: 'Focused or skipped tests are not allowed: the whole suite runs in CI.',
        },
      ],
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
      // Features own their internals: compose them in app/, never import another feature's files.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/*/*', '!./**', '!../**'], message: 'Import a feature only through app/, not another feature.' }] },
      ],
    },
  },
);
