import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let sequence = 0;
/** A tag no other test uses, for addresses, nicknames and texts. */
export function uniqueTag(): string {
  sequence += 1;
  return `${process.pid}x${Date.now().toString(36)}x${sequence}`;
}

/** A user made through the API for one test. */
export interface Person {
  id: string;
  nickname: string;
  email: string;
  password: string;
}

/** Signs `name` up through the records API, with a unique nickname (`name` and a tag). */
export async function createPerson(request: APIRequestContext, name: string): Promise<Person> {
  const tag = uniqueTag();
  const person = {
    nickname: `${name} ${tag}`,
    email: `e2e-${name.toLowerCase()}-${tag}@example.com`,
    password: 'a good password',
  };
  const response = await request.post('/api/collections/users/records', {
    data: { ...person, passwordConfirm: person.password },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  return { ...person, id };
}

/** Several people at once, in the order of `names`. */
export function createPeople<const Names extends readonly string[]>(
  request: APIRequestContext,
  ...names: Names
): Promise<{ [K in keyof Names]: Person }> {
  return Promise.all(names.map((name) => createPerson(request, name))) as Promise<{
    [K in keyof Names]: Person;
  }>;
}

const tokens = new WeakMap<Person, Promise<string>>();

/** `person`'s auth token for API calls made on their behalf (one sign-in per person). */
export function tokenOf(request: APIRequestContext, person: Person): Promise<string> {
  let token = tokens.get(person);
  if (!token) {
    token = request
      .post('/api/collections/users/auth-with-password', {
        data: { identity: person.email, password: person.password },
      })
      .then(async (response) => {
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { token: string }).token;
      });
    tokens.set(person, token);
  }
  return token;
}

/** A JSON call to the API as `person`; fails the test unless it succeeds. */
export async function callAs<T>(
  request: APIRequestContext,
  person: Person,
  method: 'POST' | 'PATCH',
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: await tokenOf(request, person) },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Makes `a` and `b` friends through the API: `a` asks, `b` accepts. */
export async function befriend(request: APIRequestContext, a: Person, b: Person): Promise<void> {
  const friendship = await callAs<{ id: string }>(
    request,
    a,
    'POST',
    '/api/collections/friendships/records',
    { requester: a.id, addressee: b.id, status: 'pending' },
  );
  await callAs(request, b, 'PATCH', `/api/collections/friendships/records/${friendship.id}`, {
    status: 'accepted',
  });
}

/** A browser context of its own for `person`, signed in through the login page. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  person: Person,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page
    .locator('input')
    .and(page.getByLabel(/^Email/))
    .fill(person.email);
  await page
    .locator('input')
    .and(page.getByLabel(/^Password/))
    .fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Signing in loads the signed-in pages: give a loaded machine time for it.
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  return page;
}

/** The section links (the navbar's on wide screens; the first of the two in the page). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

/** The row of `nickname` in the person list labelled `list` (friends, requests, blocks). */
export function personRow(page: Page, list: string, nickname: string) {
  return page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Open ${nickname}'s profile` }) });
}
