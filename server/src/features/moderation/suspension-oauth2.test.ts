import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorOf } from '../../test/mail-test-kit.js';
import { MODERATION, post } from '../../test/moderation-kit.js';
import { signIn, startOAuth2TestEnv, type OAuth2TestEnv } from '../../test/oauth2-test-kit.js';

/** A suspended user's OAuth2 sign-in answers the suspension's 403, as their password one does. */

let env: OAuth2TestEnv;

beforeAll(async () => {
  env = await startOAuth2TestEnv();
});
afterAll(() => env.close());

it('refuses an OAuth2 sign-in while suspended, and lets it through once lifted', async () => {
  const person = {
    sub: 'suspended-1',
    name: 'Rex',
    email: 'rex@example.com',
    email_verified: true,
  };
  const first = await signIn(env, env.server.client(), person);
  await post(env.admin, MODERATION.suspend, { user: first.record.id, until: '', reason: 'Bots' });

  const refused = await errorOf(signIn(env, env.server.client(), person));

  expect(refused.response).toEqual({
    status: 403,
    message: 'This account is suspended.',
    data: { account: { code: 'hearth_account_suspended', message: 'Bots', until: '' } },
  });
  await post(env.admin, MODERATION.lift, { user: first.record.id });
  await expect(signIn(env, env.server.client(), person)).resolves.toMatchObject({
    record: { id: first.record.id },
  });
});
