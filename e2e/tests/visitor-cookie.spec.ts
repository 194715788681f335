import { expect, test } from '../support/fixtures';

const NAME = 'hearth_visitor_id';

test('the visitor cookie is written once, Secure, script-readable, for 999999 s', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  let agentRequests = 0;
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/fp\.esm-[\w-]+\.js$/.test(request.url())) {
      agentRequests += 1;
      seen.push('agent');
    }
    if (request.url().endsWith('/api/health?marker')) seen.push('marker');
  });
  // The app's one reader of document.cookie is the visitor-id check: log its reads and writes.
  await context.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const log: string[] = [];
    Reflect.set(window, 'cookieLog', log);
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        log.push('read');
        return String(native?.get?.call(document) ?? '');
      },
      set(value: string) {
        log.push('write');
        native?.set?.call(document, value);
      },
    });
  });

  const before = Date.now() / 1000;
  await page.goto('/login');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === NAME)?.value ?? '', {
      timeout: 20_000, // note: the agent runs 5 s after the page has loaded.
    })
    .not.toBe('');
  const cookie = (await context.cookies()).find((c) => c.name === NAME);
  expect(cookie?.secure).toBe(true);
  expect(cookie?.httpOnly).toBe(false);
  expect(cookie?.expires ?? 0).toBeGreaterThan(before + 999_999 - 60);
  expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 999_999 + 60);
  expect(await page.evaluate(() => document.cookie)).toContain(`${NAME}=`);
  expect(agentRequests).toBe(1);

  // Present already: not fetched again, not rewritten. Once the app has read the cookie, the page
  // asks for a marker; the agent, had it been wanted, would have been asked for before it.
  seen.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const cookieLog = () => page.evaluate((): unknown => Reflect.get(window, 'cookieLog'));
  await expect.poll(cookieLog, { timeout: 20_000 }).toContain('read');
  await page.evaluate(() => fetch('/api/health?marker'));
  expect(seen).toEqual(['marker']);
  expect(await cookieLog()).toEqual(['read']);
  expect(agentRequests).toBe(1);
  expect((await context.cookies()).find((c) => c.name === NAME)?.value).toBe(cookie?.value);
});
