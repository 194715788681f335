import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverLayerBlocks } from './lint/server-layers.js';
import { webBoundaries } from './lint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // Mutation testing's sandbox copy (only while a run goes) and its reports.
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*/vitest.config.ts', '*/vite.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      curly: ['error', 'multi-line'],
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['server/src/lib/logger.ts', '**/*.test.ts', '**/*.test.tsx', 'server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A focused or skipped test passes without proving anything, on every machine and not only
    // in CI: `it.only`, `describe.skip`, `test.describe.only`, `test.fixme`, `fit`, `xit`, ...
    files: [
      '**/*.test.{ts,tsx,js,mjs}',
      '**/*.spec.ts',
      '**/*.case.ts',
      'e2e/**/*.ts',
      'server/src/test/**/*.ts',
      'web/src/testing/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[object.name=/^(it|test|describe|suite|bench)$/]',
          'MemberExpression[object.object.name=/^(it|test|describe|suite|bench)$/]',
          'MemberExpression[object.object.object.name=/^(it|test|describe|suite|bench)$/]',
        ].map((target) => ({
          selector: `${target}[property.name=/^(only|skip|skipIf|runIf|todo|fixme)$/]`,
          message: 'Focused and skipped tests are not committed: every test runs, every time.',
        })),
        {
          selector: 'CallExpression[callee.name=/^(fit|xit|xtest|fdescribe|xdescribe)$/]',
          message: 'Focused and skipped tests are not committed: every test runs, every time.',
        },
      ],
    },
  },
  // --- server: one block per layer's module (lint/server-layers.js) ---
  ...serverLayerBlocks(),
  // --- web: React rules, accessibility, and the feature boundaries (style guide §4.7) ---
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Focus moves only into what the user just opened (a dialog, the next step of a form).
    files: ['web/src/**/*.tsx'],
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  ...webBoundaries(),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
