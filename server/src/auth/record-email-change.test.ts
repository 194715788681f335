import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startMailTestServer, TEST_APP_URL } from '../test/mail-test-kit.js';
import { linkIn } from '../test/smtp-sink.js';
import { TEST_PASSWORD } from '../test/test-server.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
beforeAll(async () => {
  env = await startMailTestServer();
});
afterAll(() => env.close());

async function changeTokenFor(newEmail: string): Promise<string> {
  const mail = await env.sink.take(newEmail);
  const link = linkIn(mail, `${TEST_APP_URL}/confirm-email-change?token=`);
  return link.searchParams.get('token') ?? '';
}

describe('email change', () => {
  it('mails the new address; confirming with the password moves the account there', async () => {
    const { pb, id } = await env.server.user('change-old@example.com');
    const newEmail = 'change-new@example.com';
    expect(await pb.collection('users').requestEmailChange(newEmail)).toBe(true);
    const token = await changeTokenFor(newEmail);

    const client = env.server.client().collection('users');
    const wrong = await errorOf(client.confirmEmailChange(token, 'not the password'));
    expect(wrong.response['data']).toMatchObject({
      password: { code: 'validation_invalid_password' },
    });
    expect(await client.confirmEmailChange(token, TEST_PASSWORD)).toBe(true);

    const auth = await env.server
      .client()
      .collection('users')
      .authWithPassword(newEmail, TEST_PASSWORD);
    expect(auth.record).toMatchObject({ id, email: newEmail, verified: true });
    // The email change rotated the token key: old sessions and the link itself are dead.
    expect((await errorOf(pb.collection('users').authRefresh())).status).toBe(401);
    const reused = await errorOf(client.confirmEmailChange(token, TEST_PASSWORD));
    expect(reused.response['data']).toMatchObject({ token: {} });
  });

  it('needs a token of this collection: 401 for guests, 403 for others, 400 for superusers', async () => {
    const guest = await errorOf(
      env.server.client().collection('users').requestEmailChange('x@example.com'),
    );
    expect(guest.status).toBe(401);
    const admin = await env.server.superuser();
    const other = await errorOf(admin.collection('users').requestEmailChange('x@example.com'));
    expect(other.status).toBe(403);
    const self = await errorOf(admin.collection('_superusers').requestEmailChange('x@example.com'));
    expect(self.status).toBe(400);
    expect(self.response['message']).toBe('All superusers can change their emails directly.');
    const confirm = await errorOf(
      env.server.client().collection('_superusers').confirmEmailChange('x', 'y'),
    );
    expect(confirm.response['message']).toBe('All superusers can change their emails directly.');
  });

  describe('the new email', () => {
    let pb: Awaited<ReturnType<typeof env.server.user>>['pb'];
    beforeAll(async () => {
      ({ pb } = await env.server.user('change-rules@example.com'));
      await env.server.user('change-taken@example.com');
    });

    it.each([
      ['malformed', 'not-an-email', 'validation_is_email'],
      ['the current one', 'change-rules@example.com', 'validation_not_in_invalid'],
      ['taken', 'change-taken@example.com', 'validation_invalid_new_email'],
      ['blank', '', 'validation_required'],
    ])('is rejected when %s', async (_name, newEmail, code) => {
      const error = await errorOf(pb.collection('users').requestEmailChange(newEmail));
      expect(error.status).toBe(400);
      expect(error.response['data']).toMatchObject({ newEmail: { code } });
    });
  });

  it('refuses a new email that was registered after the request', async () => {
    const { pb } = await env.server.user('change-race@example.com');
    const target = 'change-race-target@example.com';
    await pb.collection('users').requestEmailChange(target);
    const token = await changeTokenFor(target);
    await env.server.user(target);
    const error = await errorOf(
      env.server.client().collection('users').confirmEmailChange(token, TEST_PASSWORD),
    );
    expect(error.response['data']).toMatchObject({
      token: { code: 'validation_invalid_token_email' },
    });
  });

  it('writes to the new address in the user language (Chinese)', async () => {
    const { pb } = await env.server.user('change-zh@example.com', TEST_PASSWORD, {
      language: 'zh',
    });
    await pb.collection('users').requestEmailChange('change-zh-new@example.com');
    const mail = await env.sink.take('change-zh-new@example.com');
    expect(mail.subject).toBe('确认您的 Hearth 新邮箱地址');
    expect(mail.language).toBe('zh');
  });
});
