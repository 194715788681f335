import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw, startMailTestServer } from '../../test/mail-test-kit.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
let userToken = '';
let superuserToken = '';

beforeAll(async () => {
  env = await startMailTestServer();
  const { pb } = await env.server.user('garbage-owner@example.com');
  userToken = pb.authStore.token;
  const admin = await env.server.superuser();
  superuserToken = admin.authStore.token;
  await admin.collections.update('users', { otp: { enabled: true } });
  await admin.collections.create({
    name: 'notes',
    type: 'base',
    fields: [{ name: 'title', type: 'text' }],
  });
});
afterAll(() => env.close());

const ENDPOINTS = [
  'request-password-reset',
  'confirm-password-reset',
  'request-verification',
  'confirm-verification',
  'request-email-change',
  'confirm-email-change',
  'request-otp',
  'auth-with-otp',
].map((name) => `/api/collections/users/${name}`);

const GARBAGE: [string, string, string][] = [
  ['malformed JSON', '{"email": ', 'application/json'],
  ['a JSON array', '[1, 2, 3]', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['objects for every field', JSON.stringify(fill({ $ne: 1 })), 'application/json'],
  ['arrays for every field', JSON.stringify(fill(['a@example.com'])), 'application/json'],
  ['booleans for every field', JSON.stringify(fill(true)), 'application/json'],
  ['numbers for every field', JSON.stringify(fill(12345678)), 'application/json'],
  ['huge strings', JSON.stringify(fill(`${'a'.repeat(70_000)}@example.com`)), 'application/json'],
  ['control characters', JSON.stringify(fill('\u0000\u0007\r\n@\u202e')), 'application/json'],
  ['an empty object', '{}', 'application/json'],
  ['plain text', 'email=a@example.com', 'text/plain'],
  [
    'a broken multipart body',
    '--x\r\nContent-Disposition: form-data',
    'multipart/form-data; boundary=x',
  ],
];

function fill(value: unknown): Record<string, unknown> {
  const keys = [
    'email',
    'newEmail',
    'token',
    'password',
    'passwordConfirm',
    'otpId',
    'template',
    'collection',
  ];
  return Object.fromEntries(keys.map((key) => [key, value]));
}

describe('account endpoints under garbage', () => {
  const cases = ENDPOINTS.flatMap((path) =>
    GARBAGE.map(([name, body, type]) => [path, name, body, type] as const),
  );

  it.each(cases)(
    '%s answers %s with a 4xx in PocketBase’s shape',
    async (path, _name, body, type) => {
      const { status, json } = await postRaw(env.server.url, path, body, {
        'Content-Type': type,
        Authorization: userToken,
      });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(json).toMatchObject({ status, message: expect.any(String), data: expect.any(Object) });
    },
  );

  it.each(GARBAGE)('the test email endpoint answers %s with a 4xx', async (_name, body, type) => {
    const { status, json } = await postRaw(env.server.url, '/api/settings/test/email', body, {
      'Content-Type': type,
      Authorization: superuserToken,
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(json).toMatchObject({ status, data: expect.any(Object) });
  });

  it.each(['notes', 'missing'])('answers 404 on the %s collection', async (name) => {
    for (const path of ENDPOINTS) {
      const { status, json } = await postRaw(
        env.server.url,
        path.replace('/users/', `/${name}/`),
        JSON.stringify({ email: 'a@example.com' }),
      );
      expect(status).toBe(404);
      expect(json).toMatchObject({ message: 'Missing or invalid auth collection context.' });
    }
  });

  it('sent no mail and changed no one after all that', async () => {
    expect(env.sink.received).toEqual([]);
    const auth = await env.server
      .client()
      .collection('users')
      .authWithPassword('garbage-owner@example.com', 'correct horse battery');
    expect(auth.record['email']).toBe('garbage-owner@example.com');
  });
});
