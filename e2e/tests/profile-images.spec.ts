import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createPerson, signedInPage } from '../support/people';
import { noisePng } from '../support/png';

/** Whether an <img> has a picture to show (a broken one has no natural width). */
const showsPicture = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** The CSS background of an element, where a default picture's file name can be read. */
const backgroundOf = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).backgroundImage);

test('a picked file is checked at once: the limits are said up front, a fake or oversized image is refused with the reason, and the preview keeps the last good picture', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await createPerson(request, 'Pia');
  const page = await signedInPage(browser, baseURL ?? '', person);
  await page.goto('/me/profile');

  const preview = page.getByRole('img', { name: 'Avatar preview' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('JPEG, PNG, GIF, or WebP images up to 5 MB.')).toBeVisible();
  await expect(page.getByText('JPEG, PNG, GIF, or WebP images up to 10 MB.')).toBeVisible();
  const defaultSrc = await preview.getAttribute('src');
  const avatarInput = page.locator('input[type=file]').first();

  // A text file named .png claims the right type: only decoding it finds it out.
  await avatarInput.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes, not a picture.'),
  });
  const refusal = page.getByRole('alert').filter({ hasText: '“notes.png”' });
  await expect(refusal).toHaveText(
    "“notes.png” can't be opened as an image: it may be damaged, or not an image at all. Use JPEG, PNG, GIF, or WebP, up to 5 MB.",
  );
  await expect(preview).toHaveAttribute('src', defaultSrc ?? '');
  expect(await showsPicture(preview)).toBe(true);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // A real picture over the avatar's 5 MB: the size is said, with the limit.
  await avatarInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: noisePng(1400, 1300),
  });
  await expect(page.getByRole('alert').filter({ hasText: '“huge.png”' })).toHaveText(
    /^“huge\.png” is 5\.\d MB, over the 5 MB limit: choose a smaller JPEG, PNG, GIF, or WebP image\.$/,
  );
  await expect(preview).toHaveAttribute('src', defaultSrc ?? '');

  // A good picture is previewed, and the refusal gives way to the limits again.
  await avatarInput.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: noisePng(64, 64),
  });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => showsPicture(preview)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('JPEG, PNG, GIF, or WebP images up to 5 MB.')).toBeVisible();
  await page.context().close();
});

test('each theme has its own default pictures: night gets dark ones, and a change of theme swaps them at once', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await createPerson(request, 'Nora');
  const page = await signedInPage(browser, baseURL ?? '', person);
  const shell = page.getByTestId('user-background');
  await page.goto('/me/setting');
  await page.getByRole('radio', { name: 'Night' }).check();
  await expect.poll(() => backgroundOf(shell)).toMatch(/default-background-night[^"]*\.svg/);

  await page.goto('/me');
  const banner = page.getByRole('img', { name: 'Background' });
  await expect.poll(() => backgroundOf(banner)).toMatch(/default-background-night[^"]*\.svg/);
  const avatar = page.getByRole('main').getByRole('img', { name: 'Avatar' });
  await expect(avatar).toHaveAttribute('src', /default-avatar-night[^"]*\.svg$/);

  await page.goto('/me/setting');
  await page.getByRole('radio', { name: 'Mist' }).check();
  await expect.poll(() => backgroundOf(shell)).toMatch(/default-background-mist[^"]*\.svg/);
  await page.context().close();
});

test('the avatar menu names each place once, and each entry leads where it says', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await createPerson(request, 'Max');
  const page = await signedInPage(browser, baseURL ?? '', person);
  const openMenu = async () => {
    await page.getByRole('button', { name: `Account menu for ${person.nickname}` }).click();
    return page.getByRole('menu');
  };

  let menu = await openMenu();
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([
    `${person.nickname}${person.email}Open your personal area`,
    'Edit profile',
    'Settings',
    'Log out',
  ]);
  await items.first().click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('heading', { name: person.nickname, level: 1 })).toBeVisible();
  // The personal area's own links say the same as the menu.
  await expect(page.getByRole('main').getByRole('link', { name: /^Edit profile/ })).toHaveAttribute(
    'href',
    '/me/profile',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^Settings/ })).toHaveAttribute(
    'href',
    '/me/setting',
  );

  menu = await openMenu();
  await menu.getByRole('menuitem', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/me\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  menu = await openMenu();
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/me\/setting$/);

  menu = await openMenu();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.context().close();
});
