import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, postRaw, startMailTestServer } from '../test/mail-test-kit.js';
import { TEST_PASSWORD } from '../test/test-server.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
const ALICE = 'mfa-alice@example.com';
const BOB = 'mfa-bob@example.com';

beforeAll(async () => {
  env = await startMailTestServer();
  // Users sign in once on creation, so they are created before MFA is switched on.
  await env.server.user(ALICE);
  await env.server.user(BOB);
  const admin = await env.server.superuser();
  await admin.collections.update('users', { otp: { enabled: true }, mfa: { enabled: true } });
});
afterAll(() => env.close());

async function firstFactor(email: string): Promise<string> {
  const error = await errorOf(
    env.server.client().collection('users').authWithPassword(email, TEST_PASSWORD),
  );
  expect(error.status).toBe(401);
  const mfaId = error.response['mfaId'];
  if (typeof mfaId !== 'string') throw new Error('no mfaId');
  return mfaId;
}

async function otpFor(email: string): Promise<{ otpId: string; code: string }> {
  const { otpId } = await env.server.client().collection('users').requestOTP(email);
  const mail = await env.sink.take(email);
  return { otpId, code: /<strong>(\d+)<\/strong>/.exec(mail.html)?.[1] ?? '' };
}

describe('MFA', () => {
  it('answers the first factor with a bare 401 {mfaId}', async () => {
    const { status, json } = await postRaw(
      env.server.url,
      '/api/collections/users/auth-with-password',
      JSON.stringify({ identity: ALICE, password: TEST_PASSWORD }),
    );
    expect(status).toBe(401);
    expect(Object.keys(json ?? {})).toEqual(['mfaId']);
  });

  it('signs in with a second, different factor carrying the mfaId (password, then OTP)', async () => {
    const mfaId = await firstFactor(ALICE);
    const { otpId, code } = await otpFor(ALICE);
    const pb = env.server.client();
    const auth = await pb.collection('users').authWithOTP(otpId, code, { mfaId });
    expect(auth.record['email']).toBe(ALICE);
    // Refresh is not a login: no MFA.
    await pb.collection('users').authRefresh();
    // The MFA session is used up.
    const reuse = await errorOf(
      env.server.client().collection('users').authWithPassword(ALICE, TEST_PASSWORD, { mfaId }),
    );
    expect(reuse.response['message']).toBe('Invalid or expired MFA session.');
  });

  it('accepts the mfaId in the body too', async () => {
    const mfaId = await firstFactor(ALICE);
    const { otpId, code } = await otpFor(ALICE);
    const { status, json } = await postRaw(
      env.server.url,
      '/api/collections/users/auth-with-otp',
      JSON.stringify({ otpId, password: code, mfaId }),
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ record: { email: ALICE } });
  });

  it.each([
    [
      'the same method again',
      async () => firstFactor(ALICE),
      'A different authentication method is required.',
    ],
    ['an unknown session', async () => 'nosuchmfasession', 'Invalid or expired MFA session.'],
    ['another record’s session', async () => firstFactor(BOB), 'Invalid MFA session.'],
    [
      'an expired session',
      async () => {
        const mfaId = await firstFactor(ALICE);
        await env.server.app.db.run('UPDATE _mfas SET created = ? WHERE id = ?', [
          '2020-01-01 00:00:00.000Z',
          mfaId,
        ]);
        return mfaId;
      },
      'Invalid or expired MFA session.',
    ],
  ])('rejects %s with 400', async (_name, mfaIdOf, message) => {
    const mfaId = await mfaIdOf();
    const error = await errorOf(
      env.server.client().collection('users').authWithPassword(ALICE, TEST_PASSWORD, { mfaId }),
    );
    expect(error.status).toBe(400);
    expect(error.response['message']).toBe(message);
  });

  describe('with an MFA rule', () => {
    beforeAll(async () => {
      const admin = await env.server.superuser();
      await admin.collections.update('users', { mfa: { rule: `email = '${BOB}'` } });
    });
    afterAll(async () => {
      const admin = await env.server.superuser();
      await admin.collections.update('users', { mfa: { rule: '' } });
    });

    it('asks only the records the rule selects for a second factor', async () => {
      const alice = await env.server
        .client()
        .collection('users')
        .authWithPassword(ALICE, TEST_PASSWORD);
      expect(alice.record['email']).toBe(ALICE);
      expect(typeof (await firstFactor(BOB))).toBe('string');
    });

    it('refuses a rule that does not compile, keeping the old one', async () => {
      const admin = await env.server.superuser();
      const error = await errorOf(admin.collections.update('users', { mfa: { rule: 'email ~' } }));
      expect(error.status).toBe(400);
      expect(error.response['data']).toMatchObject({
        mfa: { rule: { code: 'validation_invalid_rule' } },
      });
      expect((await admin.collections.getOne('users'))['mfa']).toMatchObject({
        rule: `email = '${BOB}'`,
      });
    });
  });
});
