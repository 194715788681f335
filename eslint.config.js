import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      'bench/results/**',
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
    // The layering of the server (style guide §3): engines never import domain or HTTP code.
    files: ['server/src/storage/**', 'server/src/filter/**', 'server/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', '**/records/**', '**/auth/**', '**/realtime/**'],
              message: 'Engine modules must not depend on domain or HTTP modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**'],
    ignores: [
      'server/src/http/**',
      'server/src/main.ts',
      'server/src/cli/**',
      'server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'hono', message: 'Only server/src/http may use the HTTP framework.' },
            {
              name: '@hono/node-server',
              message: 'Only server/src/http may use the HTTP framework.',
            },
          ],
        },
      ],
    },
  },
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
