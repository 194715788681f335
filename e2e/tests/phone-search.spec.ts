import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { befriend, createPeople, signedInPage } from '../support/people';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Open search' }).click();
  const view = page.getByRole('dialog', { name: 'Search people' });
  await expect(view).toBeVisible();
  return view;
}

test('on a phone, search is a screen of its own: a hint, results in it, and three ways back', async ({
  browser,
  baseURL,
  request,
}) => {
  // Signing in, searching and opening a card on a busy machine.
  test.setTimeout(90_000);
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const page = await signedInPage(browser, baseURL ?? '', ann, PHONE);

  // Empty, it says what it finds and how to leave.
  let view = await openSearch(page);
  await expect(view.getByText('Search by nickname (at least 2 characters)')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Close search' })).toBeVisible();
  const viewBox = await view.boundingBox();
  expect(viewBox).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

  // A friend's nickname lists them in the view itself; a tap opens their card.
  const box = view.getByRole('combobox', { name: 'Search people' });
  await box.fill(bob.nickname);
  const results = view.getByRole('listbox', { name: 'Search people' });
  await expect(results.getByRole('option', { name: new RegExp(bob.nickname) })).toContainText(
    'Friend',
  );
  await results.getByRole('option', { name: new RegExp(bob.nickname) }).tap();
  const card = page.getByRole('dialog', { name: bob.nickname });
  await expect(card).toBeVisible();
  await expect(view).toBeHidden();
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();

  // Nobody matches: it says so.
  view = await openSearch(page);
  await view.getByRole('combobox', { name: 'Search people' }).fill('zz-nobody-zz');
  await expect(view.getByText('Nobody by that name yet')).toBeVisible();

  // Escape closes it, and so does its back button...
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  view = await openSearch(page);
  await view.getByRole('button', { name: 'Close search' }).click();
  await expect(view).toBeHidden();

  // ...and so does the browser's back (Android's back gesture), staying on the page.
  view = await openSearch(page);
  await page.goBack();
  await expect(view).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Open search' })).toBeVisible();
});

test('on a phone, the search is operated from the keyboard alone', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  const page = await signedInPage(browser, baseURL ?? '', ann, PHONE);
  const view = await openSearch(page);
  const box = view.getByRole('combobox', { name: 'Search people' });
  await expect(box).toBeFocused();
  await page.keyboard.type(bob.nickname);
  await expect(view.getByRole('option', { name: new RegExp(bob.nickname) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: bob.nickname })).toBeVisible();
  await expect(view).toBeHidden();
});
