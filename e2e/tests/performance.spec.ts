import { initialJs } from '../support/bundle';
import { expect, test } from '../support/fixtures';

/** The budget for the JavaScript /login needs first. */
const LOGIN_BUDGET_BYTES = 200 * 1024;

const LOGIN_MODULES = [
  'src/app/layouts/auth-layout.tsx',
  'src/app/routes/login.tsx',
  'src/i18n/locales/en.json',
];

test('/login needs at most 200 KB of gzipped JavaScript before it renders', () => {
  const files = initialJs(LOGIN_MODULES);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  test.info().annotations.push({
    type: 'initial JS for /login',
    description: `${(total / 1024).toFixed(1)} KiB gzip in ${files.length} files`,
  });
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});

test('hashed assets are served compressed with long-lived cache headers', async ({ request }) => {
  const [file] = initialJs([]);
  const response = await request.get(`/${file?.file}`, {
    headers: { 'Accept-Encoding': 'br, gzip' },
  });
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(response.headers()['cache-control']).toContain('immutable');
});
