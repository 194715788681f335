import type { AuthCollectionModel } from '@hearth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecordById } from '../records/record-store.js';
import { errorOf, startMailTestServer, TEST_APP_URL } from '../test/mail-test-kit.js';
import { linkIn } from '../test/smtp-sink.js';
import { TEST_PASSWORD } from '../test/test-server.js';
import { signRecordToken } from '../security/record-token.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
beforeAll(async () => {
  env = await startMailTestServer();
});
afterAll(() => env.close());

function users(): AuthCollectionModel {
  const collection = env.server.app.collections.find('users');
  if (collection?.type !== 'auth') throw new Error('users must be an auth collection');
  return collection;
}

async function recordOf(id: string) {
  const record = await findRecordById(env.server.app.db, users(), id);
  if (!record) throw new Error(`missing user ${id}`);
  return record;
}

describe('verification', () => {
  it('mails a link whose token verifies the record', async () => {
    const email = 'verify-flow@example.com';
    const { id } = await env.server.user(email);
    expect(await env.server.client().collection('users').requestVerification(email)).toBe(true);
    const mail = await env.sink.take(email);
    expect(mail.subject).toBe('Verify your Hearth email');
    const token = linkIn(mail, `${TEST_APP_URL}/verify-email?token=`).searchParams.get('token');

    expect(
      await env.server
        .client()
        .collection('users')
        .confirmVerification(token ?? ''),
    ).toBe(true);
    expect((await recordOf(id))['verified']).toBe(true);
    // Confirming again is harmless, and a verified record gets no more mail.
    await env.server
      .client()
      .collection('users')
      .confirmVerification(token ?? '');
    await env.server.client().collection('users').requestVerification(email);
    const other = 'verify-flow-2@example.com';
    await env.server.user(other);
    await env.server.client().collection('users').requestVerification(other);
    await env.sink.take(other);
    expect(env.sink.pending(email)).toEqual([]);
  });

  it('writes in the user language (Japanese)', async () => {
    const email = 'verify-ja@example.com';
    await env.server.user(email, TEST_PASSWORD, { language: 'ja' });
    await env.server.client().collection('users').requestVerification(email);
    const mail = await env.sink.take(email);
    expect(mail.subject).toBe('Hearth のメールアドレスをご確認ください');
    expect(mail.html).toContain('メールアドレスを確認する</a>');
    expect(mail.language).toBe('ja');
  });

  it('rejects tokens for another email, expired, forged or without an email claim', async () => {
    const email = 'verify-bad@example.com';
    const { id } = await env.server.user(email);
    const record = await recordOf(id);
    const cases: [string, string][] = [
      [
        await signRecordToken(users(), record, 'verification', { email: 'old@example.com' }),
        'validation_token_email_mismatch',
      ],
      [
        await signRecordToken(users(), record, 'verification', { email }, -5),
        'validation_invalid_token',
      ],
      [
        await signRecordToken(
          { ...users(), verificationToken: { duration: 60, secret: 'y'.repeat(50) } },
          record,
          'verification',
          { email },
        ),
        'validation_invalid_token',
      ],
      [await signRecordToken(users(), record, 'verification'), 'validation_invalid_token_claims'],
      [
        await signRecordToken(users(), record, 'passwordReset', { email }),
        'validation_invalid_token',
      ],
    ];
    for (const [token, code] of cases) {
      const error = await errorOf(
        env.server.client().collection('users').confirmVerification(token),
      );
      expect(error.status).toBe(400);
      expect(error.response['data']).toMatchObject({ token: { code } });
    }
    expect((await recordOf(id))['verified']).toBe(false);
  });

  it('refuses superusers, who are verified by default', async () => {
    const client = env.server.client().collection('_superusers');
    for (const call of [
      client.requestVerification('a@example.com'),
      client.confirmVerification('x'),
    ]) {
      const error = await errorOf(call);
      expect(error.status).toBe(400);
      expect(error.response['message']).toBe('All superusers are verified by default.');
    }
  });
});
