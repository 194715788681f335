import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * `POST /api/hearth/console/rules/check`: the console's rule editor asks whether a rule
 * compiles for a collection and, when not, where in the rule the problem is.
 */

const PATH = '/api/hearth/console/rules/check';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  await admin.collections.create({
    name: 'notes',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
    ],
  });
});
afterAll(() => server.close());

function check(pb: PocketBase, collection: string, rule: unknown): Promise<unknown> {
  return pb
    .send(PATH, { method: 'POST', body: { collection, rule } })
    .catch((error: unknown) => error);
}

/** The `data.rule` of a 400, or the whole answer when it is something else. */
async function problemOf(rule: string): Promise<unknown> {
  const answer = (await check(admin, 'notes', rule)) as {
    status?: number;
    response?: { data?: { rule?: unknown } };
  };
  expect(answer.status).toBe(400);
  return answer.response?.data?.rule;
}

describe('rule check', () => {
  it('answers {} for rules that compile, empty included', async () => {
    expect(
      await check(admin, 'notes', '@request.auth.id != "" && owner = @request.auth.id'),
    ).toEqual({});
    expect(await check(admin, 'notes', 'owner.email ~ "example"')).toEqual({});
    expect(await check(admin, 'notes', '')).toEqual({});
  });

  it('places a syntax error on the token that breaks it', async () => {
    const rule = 'title = "a" && && owner = ""';
    expect(await problemOf(rule)).toEqual({
      code: 'validation_invalid_rule',
      message: expect.any(String),
      start: rule.indexOf('&& owner'),
      end: rule.indexOf('&& owner') + 2,
    });
  });

  it('places an unterminated text from its opening quote', async () => {
    expect(await problemOf('title = "abc')).toMatchObject({ start: 8, end: 12 });
  });

  it('places an unknown field of the collection on its name', async () => {
    const rule = 'title != "" && foo.bar = 1';
    expect(await problemOf(rule)).toEqual({
      code: 'validation_invalid_rule',
      message: expect.stringContaining('"foo"'),
      start: rule.indexOf('foo.bar'),
      end: rule.indexOf('foo.bar') + 'foo.bar'.length,
    });
  });

  it('agrees with saving about @request.auth fields: unknown ones are accepted', async () => {
    // note: the signed-in record may be of any auth collection, so the engine cannot refuse them.
    expect(await check(admin, 'notes', 'owner = @request.auth.nope')).toEqual({});
  });

  it('answers 404 for an unknown collection and 400 for a missing rule', async () => {
    expect(await check(admin, 'nope', 'id != ""')).toMatchObject({ status: 404 });
    expect(await check(admin, 'notes', 42)).toMatchObject({
      status: 400,
      response: { data: { rule: { code: 'validation_required' } } },
    });
  });

  it('is for superusers only: 401 for guests, 403 for users', async () => {
    expect(await check(server.client(), 'notes', '')).toMatchObject({ status: 401 });
    const { pb } = await server.user('rulecheck@example.com');
    expect(await check(pb, 'notes', '')).toMatchObject({ status: 403 });
  });
});
