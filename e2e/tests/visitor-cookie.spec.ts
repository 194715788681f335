import { expect, test } from '../support/fixtures';

const NAME = 'hearth_visitor_id';

test('the visitor cookie is written once, Secure, script-readable, for 999999 s', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  let agentRequests = 0;
  page.on('request', (request) => {
    if (/\/assets\/fp\.esm-[\w-]+\.js$/.test(request.url())) agentRequests += 1;
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

  // Present already: not fetched again, not rewritten.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForTimeout(8000); // past the moment the agent would have run
  expect(agentRequests).toBe(1);
  expect((await context.cookies()).find((c) => c.name === NAME)?.value).toBe(cookie?.value);
});
