import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's feature folders: each may import shared code but never another feature. */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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

/**
 * `app → features → shared, i18n`: nothing imports `app`, features never import each other, and
 * only `shared/lib/pb.ts` imports the PocketBase SDK. Crossing folders goes through the `@/`
 * alias, so the rules can see where an import lands.
 */
function webBoundaries() {
  const sdk = {
    name: 'pocketbase',
    message: 'Use the one client in web/src/shared/lib/pb.ts (or load-pb.ts for lazy use).',
  };
  const upward = {
    group: ['../../*', '../../../*'],
    message: 'Import across folders through the @/ alias.',
  };
  const app = { group: ['@/app', '@/app/*'], message: 'Nothing imports the app shell.' };
  const features = {
    group: ['@/features', '@/features/*'],
    message: 'Features never import other features; compose them in app/.',
  };
  const rule = (patterns, paths = [sdk]) => ({
    'no-restricted-imports': ['error', { paths, patterns }],
  });
  return [
    { files: ['web/src/**/*.{ts,tsx}'], rules: rule([upward]) },
    { files: ['web/src/app/**'], rules: rule([upward]) },
    { files: ['web/src/shared/**', 'web/src/i18n/**'], rules: rule([upward, app, features]) },
    ...webFeatures.map((feature) => ({
      files: [`web/src/features/${feature}/**`],
      rules: rule([
        upward,
        app,
        {
          group: ['@/features/*', `!@/features/${feature}`],
          message: features.message,
        },
      ]),
    })),
    { files: ['web/src/shared/lib/pb.ts'], rules: rule([upward, app, features], []) },
  ];
}
