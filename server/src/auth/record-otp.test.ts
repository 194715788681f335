import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startMailTestServer } from '../test/mail-test-kit.js';
import type { ReceivedMail } from '../test/smtp-sink.js';
import { TEST_PASSWORD } from '../test/test-server.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
beforeAll(async () => {
  env = await startMailTestServer();
});
afterAll(() => env.close());

function codeIn(mail: ReceivedMail): string {
  const code = /<strong>(\d+)<\/strong>/.exec(mail.html)?.[1];
  if (!code) throw new Error(`no OTP in "${mail.subject}"`);
  return code;
}

async function requestCode(email: string): Promise<{ otpId: string; code: string }> {
  const { otpId } = await env.server.client().collection('users').requestOTP(email);
  return { otpId, code: codeIn(await env.sink.take(email)) };
}

describe('OTP', () => {
  it('is refused with 403 while the collection has OTP off', async () => {
    const client = env.server.client().collection('users');
    const request = await errorOf(client.requestOTP('someone@example.com'));
    expect(request.status).toBe(403);
    expect(request.response['message']).toBe(
      'The collection is not configured to allow OTP authentication.',
    );
    expect((await errorOf(client.authWithOTP('abc', '123'))).status).toBe(403);
  });

  describe('when enabled', () => {
    beforeAll(async () => {
      const admin = await env.server.superuser();
      await admin.collections.update('users', { otp: { enabled: true } });
    });

    it('signs in with the mailed 8-digit code once, and verifies the address', async () => {
      const email = 'otp-flow@example.com';
      const { id } = await env.server.user(email);
      const { otpId, code } = await requestCode(email);
      expect(code).toMatch(/^\d{8}$/);

      const auth = await env.server.client().collection('users').authWithOTP(otpId, code);
      expect(auth.record).toMatchObject({ id, email, verified: true });
      expect(auth.token).toBeTruthy();
      const again = await errorOf(env.server.client().collection('users').authWithOTP(otpId, code));
      expect(again.status).toBe(400);
      expect(again.response['message']).toBe('Invalid or expired OTP.');
      // PB compat: proving the address through an OTP (MFA off) replaces a password set before.
      const old = await errorOf(
        env.server.client().collection('users').authWithPassword(email, TEST_PASSWORD),
      );
      expect(old.status).toBe(400);
    });

    it('answers an unknown email like a known one, without storing or sending anything', async () => {
      const { otpId } = await env.server
        .client()
        .collection('users')
        .requestOTP('ghost@example.com');
      expect(otpId).toMatch(/^[a-z0-9]{15}$/);
      const error = await errorOf(
        env.server.client().collection('users').authWithOTP(otpId, '1234'),
      );
      expect(error.response['message']).toBe('Invalid or expired OTP.');
      const marker = 'otp-marker@example.com';
      await env.server.user(marker);
      await requestCode(marker);
      expect(env.sink.received.some((mail) => mail.to.includes('ghost@example.com'))).toBe(false);
    });

    it('gives a record 5 guesses per window, then 429 even for the right code', async () => {
      const email = 'otp-guess@example.com';
      await env.server.user(email);
      const { otpId, code } = await requestCode(email);
      const wrong = code === '00000000' ? '11111111' : '00000000';
      const client = env.server.client().collection('users');
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await errorOf(client.authWithOTP(otpId, wrong))).status).toBe(400);
      }
      const limited = await errorOf(client.authWithOTP(otpId, code));
      expect(limited.status).toBe(429);
      expect(limited.response['message']).toBe(
        'Too many attempts, please try again later with a new OTP.',
      );
    });

    it('rejects an expired OTP and one of another collection', async () => {
      const email = 'otp-expired@example.com';
      await env.server.user(email);
      const { otpId, code } = await requestCode(email);
      await env.server.app.db.run('UPDATE _otps SET created = ? WHERE id = ?', [
        '2020-01-01 00:00:00.000Z',
        otpId,
      ]);
      const expired = await errorOf(
        env.server.client().collection('users').authWithOTP(otpId, code),
      );
      expect(expired.response['message']).toBe('Invalid or expired OTP.');

      const fresh = await requestCode(email);
      const admin = await env.server.superuser();
      await admin.collections.update('_superusers', { otp: { enabled: true } });
      const foreign = await errorOf(
        env.server.client().collection('_superusers').authWithOTP(fresh.otpId, fresh.code),
      );
      expect(foreign.response['message']).toBe('Invalid or expired OTP.');
    });

    it('hands out the newest OTP again, without mail, once ten are live', async () => {
      const email = 'otp-flood@example.com';
      await env.server.user(email);
      const client = env.server.client().collection('users');
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) ids.push((await client.requestOTP(email)).otpId);
      for (let i = 0; i < 10; i++) await env.sink.take(email);
      const reused = await client.requestOTP(email);
      expect(reused.otpId).toBe(ids[9]);
      const marker = 'otp-flood-marker@example.com';
      await env.server.user(marker);
      await requestCode(marker);
      expect(env.sink.pending(email)).toEqual([]);
    });

    it('mails the code in the user language (Japanese)', async () => {
      const email = 'otp-ja@example.com';
      await env.server.user(email, TEST_PASSWORD, { language: 'ja' });
      await env.server.client().collection('users').requestOTP(email);
      const mail = await env.sink.take(email);
      expect(mail.subject).toBe('Hearth のワンタイムパスワード');
      expect(codeIn(mail)).toMatch(/^\d{8}$/);
    });
  });
});
