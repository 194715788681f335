import { readdirSync } from 'node:fs';

/** The web app's feature folders: each may import shared code but never another feature. */
const webFeatures = readdirSync(new URL('../web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * `app → features → shared, i18n`: nothing imports `app`, features never import each other, and
 * only `shared/lib/pb.ts` imports the PocketBase SDK. Crossing folders goes through the `@/`
 * alias, so the rules can see where an import lands.
 */
export function webBoundaries() {
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
