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

const NEW_PASSWORD = 'a brand new passphrase';

function users(): AuthCollectionModel {
  const collection = env.server.app.collections.find('users');
  if (collection?.type !== 'auth') throw new Error('users must be an auth collection');
  return collection;
}

async function resetTokenFromMail(email: string): Promise<string> {
  const mail = await env.sink.take(email);
  return linkIn(mail, `${TEST_APP_URL}/forget?token=`).searchParams.get('token') ?? '';
}

describe('password reset', () => {
  it('mails a link; confirming it sets the password, verifies, and ends every session', async () => {
    const email = 'reset-flow@example.com';
    const { pb, id } = await env.server.user(email);
    expect(await env.server.client().collection('users').requestPasswordReset(email)).toBe(true);
    const token = await resetTokenFromMail(email);

    await env.server
      .client()
      .collection('users')
      .confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD);

    // The old session's token was signed with the old token key.
    expect((await errorOf(pb.collection('users').authRefresh())).status).toBe(401);
    const fresh = env.server.client();
    const auth = await fresh.collection('users').authWithPassword(email, NEW_PASSWORD);
    expect(auth.record.id).toBe(id);
    expect(auth.record['verified']).toBe(true);
    const old = await errorOf(
      env.server.client().collection('users').authWithPassword(email, TEST_PASSWORD),
    );
    expect(old.status).toBe(400);
  });

  it('rejects a reused, expired, forged or foreign token with the token field error', async () => {
    const email = 'reset-tokens@example.com';
    const { id } = await env.server.user(email);
    await env.server.client().collection('users').requestPasswordReset(email);
    const token = await resetTokenFromMail(email);
    const client = env.server.client().collection('users');
    await client.confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD);

    const record = await findRecordById(env.server.app.db, users(), id);
    if (!record) throw new Error('missing record');
    const expired = await signRecordToken(users(), record, 'passwordReset', { email }, -10);
    const forged = await signRecordToken(
      { ...users(), passwordResetToken: { duration: 1800, secret: 'x'.repeat(50) } },
      record,
      'passwordReset',
      { email },
    );
    for (const bad of [token, expired, forged, 'not-a-jwt']) {
      const error = await errorOf(client.confirmPasswordReset(bad, NEW_PASSWORD, NEW_PASSWORD));
      expect(error.status).toBe(400);
      expect(error.response['data']).toEqual({
        token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' },
      });
    }

    await env.server.superuser();
    const superusers = env.server.app.collections.find('_superusers');
    if (superusers?.type !== 'auth') throw new Error('missing _superusers');
    const rootRow = await env.server.app.db.get('SELECT * FROM _superusers LIMIT 1');
    const foreign = await signRecordToken(superusers, rootRow ?? {}, 'passwordReset', {});
    const mismatch = await errorOf(
      client.confirmPasswordReset(foreign, NEW_PASSWORD, NEW_PASSWORD),
    );
    expect(mismatch.response['data']).toMatchObject({
      token: { code: 'validation_token_collection_mismatch' },
    });
  });

  it('checks the new password against the collection rules and changes nothing on error', async () => {
    const email = 'reset-rules@example.com';
    await env.server.user(email);
    await env.server.client().collection('users').requestPasswordReset(email);
    const token = await resetTokenFromMail(email);
    const client = env.server.client().collection('users');

    const short = await errorOf(client.confirmPasswordReset(token, 'short', 'short'));
    expect(short.response['data']).toMatchObject({
      password: { code: 'validation_length_out_of_range' },
    });
    const mismatch = await errorOf(client.confirmPasswordReset(token, NEW_PASSWORD, 'other one!'));
    expect(mismatch.response['data']).toMatchObject({
      passwordConfirm: { code: 'validation_values_mismatch' },
    });
    const tooLong = 'p'.repeat(256);
    const overMax = await errorOf(client.confirmPasswordReset(token, tooLong, tooLong));
    expect(overMax.response).toMatchObject({
      data: { password: { code: 'validation_length_out_of_range', params: { max: 255 } } },
    });
    // Nothing changed: the token still works and the old password still signs in.
    await env.server.client().collection('users').authWithPassword(email, TEST_PASSWORD);
    await client.confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD);
  });

  it('takes a long passphrase (argon2id has no bcrypt limit), up to 255 characters, and signs in with it', async () => {
    const email = 'reset-long@example.com';
    await env.server.user(email);
    await env.server.client().collection('users').requestPasswordReset(email);
    const token = await resetTokenFromMail(email);
    // 255 characters, most of them outside the BMP (two UTF-16 units each).
    const longest = 'correct horse ' + '🐴'.repeat(241);
    expect([...longest]).toHaveLength(255);
    await env.server.client().collection('users').confirmPasswordReset(token, longest, longest);
    const auth = await env.server.client().collection('users').authWithPassword(email, longest);
    expect(auth.record['email']).toBe(email);
    // One more is refused by the password field itself, with its limit.
    const tooLong = `${longest}!`;
    const refused = await errorOf(
      env.server.client().collection('users').create({
        email: 'reset-long-2@example.com',
        password: tooLong,
        passwordConfirm: tooLong,
      }),
    );
    expect(refused.response['data']).toMatchObject({
      password: { code: 'validation_max_text_constraint', params: { max: 255 } },
    });
  });

  it('answers 204 for unknown emails and repeated requests without sending anything', async () => {
    const email = 'reset-enum@example.com';
    await env.server.user(email);
    const client = env.server.client().collection('users');
    expect(await client.requestPasswordReset('nobody-here@example.com')).toBe(true);
    expect(await client.requestPasswordReset(email)).toBe(true);
    expect(await client.requestPasswordReset(email)).toBe(true);
    await env.sink.take(email);
    // A second request within two minutes is swallowed; give a stray mail time to show up by
    // waiting for a later one.
    const later = 'reset-enum-later@example.com';
    await env.server.user(later);
    await client.requestPasswordReset(later);
    await env.sink.take(later);
    expect(env.sink.pending(email)).toEqual([]);
    expect(env.sink.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(
      false,
    );
  });

  it('rejects a malformed email, and password auth being off, with 400', async () => {
    const client = env.server.client().collection('users');
    const malformed = await errorOf(client.requestPasswordReset('not an email'));
    expect(malformed.status).toBe(400);
    expect(malformed.response['data']).toMatchObject({ email: { code: 'validation_is_email' } });

    const admin = await env.server.superuser();
    await admin.collections.update('users', { passwordAuth: { enabled: false } });
    try {
      const disabled = await errorOf(client.requestPasswordReset('someone@example.com'));
      expect(disabled.response['message']).toBe(
        'The collection is not configured to allow password authentication.',
      );
    } finally {
      await admin.collections.update('users', { passwordAuth: { enabled: true } });
    }
  });

  it('writes to a user in their language, and by Accept-Language before they chose one', async () => {
    const zh = 'reset-zh@example.com';
    await env.server.user(zh, TEST_PASSWORD, { language: 'zh' });
    await env.server.client().collection('users').requestPasswordReset(zh);
    const zhMail = await env.sink.take(zh);
    expect(zhMail.subject).toBe('重置您的 Hearth 密码');
    expect(zhMail.language).toBe('zh');
    expect(zhMail.html).toContain('<html lang="zh">');
    expect(zhMail.html).toContain('重置密码</a>');

    const ja = 'reset-ja@example.com';
    await env.server.user(ja);
    const client = env.server.client();
    client.lang = 'ja-JP';
    await client.collection('users').requestPasswordReset(ja);
    const jaMail = await env.sink.take(ja);
    expect(jaMail.subject).toBe('Hearth のパスワード再設定');
    expect(jaMail.language).toBe('ja');
    expect(linkIn(jaMail, `${TEST_APP_URL}/forget?token=`).searchParams.get('token')).toBeTruthy();
  });
});
