import { SESSION_ENDED_TOPIC, SESSION_TOKEN_CLAIM, SUSPENDED_FOR_GOOD } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { getTokenPayload } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.js';
import { createGroup, sendText } from '../../test/chat-kit.js';
import { errorOf, startMailTestServer, type MailTestServer } from '../../test/mail-test-kit.js';
import { RealtimeProbe } from '../../test/realtime-probe.js';
import { failure } from '../../test/sdk-outcome.js';
import { befriend, nicknamesOf, searchPeople, suggestionsFor } from '../../test/social-kit.js';
import {
  hoursFromNow,
  member,
  MODERATION,
  post,
  signIn,
  type Member,
} from '../../test/moderation-kit.js';

/**
 * Suspension (docs/moderation.md): a suspended user's every session ends at once, and their
 * sign-ins (password, OTP) and refreshes answer 403 with the reason and the end, until it ends
 * by itself or is lifted. Meanwhile they send nothing and nobody finds them; what they wrote
 * stays readable.
 */

let env: MailTestServer;
let admin: PocketBase;
const DEAD_TOKEN = 'The request requires valid record authorization token.';

beforeAll(async () => {
  env = await startMailTestServer();
  admin = await env.server.superuser();
  await admin.collections.update('users', { otp: { enabled: true } });
});
afterAll(() => env.close());

const suspend = (who: Member, until: string, reason = 'Spam in the lobby') =>
  post(admin, MODERATION.suspend, { user: who.id, until, reason });

/** The 403 body a suspended sign-in answers, for `until` as the route answers it. */
function refusedUntil(until: string, reason = 'Spam in the lobby') {
  return {
    status: 403,
    message: 'This account is suspended.',
    data: { account: { code: 'hearth_account_suspended', message: reason, until } },
  };
}

describe('a suspension', () => {
  it('refuses password sign-in with the reason and the end, and for good with an empty end', async () => {
    const mia = await member(env.server, 'Mia');
    const until = hoursFromNow(24);
    const suspended = await suspend(mia, until);
    const stored = formatDate(new Date(until));
    expect(suspended).toMatchObject({
      suspendedUntil: stored,
      suspensionReason: 'Spam in the lobby',
    });

    const refused = await errorOf(signIn(env.server, mia));
    expect(refused.response).toEqual(refusedUntil(stored));

    await suspend(mia, '', 'For good');
    const forGood = await errorOf(signIn(env.server, mia));
    expect(forGood.response).toEqual(refusedUntil('', 'For good'));
  });

  it('refuses an OTP sign-in', async () => {
    const otto = await member(env.server, 'Otto');
    await suspend(otto, hoursFromNow(1));
    const { otpId } = await env.server.client().collection('users').requestOTP(otto.email);
    const mail = await env.sink.take(otto.email);
    const code = /<strong>(\d+)<\/strong>/.exec(mail.html)?.[1] ?? '';

    const refused = await errorOf(env.server.client().collection('users').authWithOTP(otpId, code));

    expect([refused.status, refused.response['data']]).toEqual([
      403,
      expect.objectContaining({
        account: expect.objectContaining({ message: 'Spam in the lobby' }),
      }),
    ]);
  });

  it('refuses a refresh of a token the user still holds', async () => {
    const lea = await member(env.server, 'Lea');
    // Stored directly, as the records API lets a superuser: no session ends, the token lives.
    const until = formatDate(new Date(hoursFromNow(2)));
    await admin
      .collection('users')
      .update(lea.id, { suspendedUntil: until, suspensionReason: 'Why' });

    const refused = await errorOf(lea.pb.collection('users').authRefresh());

    expect(refused.response).toEqual(refusedUntil(until, 'Why'));
  });

  it('ends every session at once: old tokens answer 401, realtime hears the end', async () => {
    const ada = await member(env.server, 'Ada');
    const phone = await signIn(env.server, ada);
    const probe = await RealtimeProbe.open(env.server, phone);
    await probe.subscribe(SESSION_ENDED_TOPIC);

    await suspend(ada, hoursFromNow(1));

    const sid = getTokenPayload(phone.authStore.token)[SESSION_TOKEN_CLAIM];
    expect(await probe.drain()).toEqual([{ topic: SESSION_ENDED_TOPIC, data: { id: sid } }]);
    for (const pb of [ada.pb, phone]) {
      const error = await failure(pb.collection('users').getOne(ada.id));
      expect([error.status, error.response['message']]).toEqual([401, DEAD_TOKEN]);
    }
    phone.realtime.unsubscribe().catch(() => undefined);
  });

  it('tells a device whose session it ended why, when that device refreshes', async () => {
    const eva = await member(env.server, 'Eva');
    const phone = await signIn(env.server, eva);
    const until = hoursFromNow(2);

    await suspend(eva, until);

    const refused = await errorOf(phone.collection('users').authRefresh());
    expect(refused.response).toEqual(refusedUntil(formatDate(new Date(until))));
    const other = await failure(phone.collection('users').getOne(eva.id));
    expect(other.status).toBe(401);
  });

  it('ends by itself once its end has passed, and lifting restores sign-in at once', async () => {
    const kai = await member(env.server, 'Kai');
    const past = formatDate(new Date(Date.now() - 60_000));
    await admin
      .collection('users')
      .update(kai.id, { suspendedUntil: past, suspensionReason: 'Old' });
    await expect(signIn(env.server, kai)).resolves.toBeTruthy();

    await suspend(kai, '');
    expect((await errorOf(signIn(env.server, kai))).status).toBe(403);
    const lifted = await post(admin, MODERATION.lift, { user: kai.id });

    expect(lifted).toMatchObject({ suspendedUntil: '', suspensionReason: '' });
    await expect(signIn(env.server, kai)).resolves.toBeTruthy();
  });
});

describe('while suspended', () => {
  it('sends no message in any chat, and what was sent stays readable', async () => {
    const owner = await member(env.server, 'Owner');
    const noa = await member(env.server, 'Noa');
    await befriend(owner, noa);
    const chat = await createGroup(owner, 'Club', [noa]);
    const before = await sendText(noa, chat.id, 'hello before');
    // A token the suspension leaves alive (an impersonation), so the rule is what refuses.
    const impersonated = await admin.collection('users').impersonate(noa.id, 3600);
    await suspend(noa, hoursFromNow(1));

    const refused = await failure(
      impersonated.collection('messages').create({
        chat: chat.id,
        author: noa.id,
        kind: 'text',
        text: 'hello after',
      }),
    );

    expect(refused.status).toBe(400);
    expect((await owner.pb.collection('messages').getOne(before.id))['text']).toBe('hello before');

    // Once its end has passed, the same token sends again.
    const past = formatDate(new Date(Date.now() - 1000));
    await admin.collection('users').update(noa.id, { suspendedUntil: past });
    const after = await impersonated
      .collection('messages')
      .create({ chat: chat.id, author: noa.id, kind: 'text', text: 'hello again' });
    expect(after['text']).toBe('hello again');
  });

  it('is not found in people search nor suggested, and is again once lifted', async () => {
    const seeker = await member(env.server, 'Seeker');
    const friend = await member(env.server, 'Friend');
    const hidden = await member(env.server, 'Zanzibar');
    await befriend(seeker, friend);
    await befriend(friend, hidden);
    const found = async () => ({
      search: nicknamesOf((await searchPeople(seeker.pb, 'Zanzib')).items),
      suggested: nicknamesOf((await suggestionsFor(seeker.pb)).items),
    });
    expect(await found()).toEqual({ search: ['Zanzibar'], suggested: ['Zanzibar'] });

    await suspend(hidden, hoursFromNow(1));
    expect(await found()).toEqual({ search: [], suggested: [] });

    await post(admin, MODERATION.lift, { user: hidden.id });
    expect(await found()).toEqual({ search: ['Zanzibar'], suggested: ['Zanzibar'] });
  });
});

describe('the suspension fields', () => {
  it('are hidden from the user and from others, and a user can never set them', async () => {
    const ida = await member(env.server, 'Ida');
    const own = await ida.pb.collection('users').getOne(ida.id);
    expect(own).not.toHaveProperty('suspendedUntil');
    expect(own).not.toHaveProperty('suspensionReason');

    await ida.pb.collection('users').update(ida.id, {
      suspendedUntil: SUSPENDED_FOR_GOOD,
      suspensionReason: 'self',
      nickname: 'Ida2',
    });
    const stored = await admin.collection('users').getOne(ida.id);
    expect(stored).toMatchObject({ nickname: 'Ida2', suspendedUntil: '', suspensionReason: '' });
    const filtered = await failure(
      ida.pb.collection('users').getList(1, 1, { filter: 'suspendedUntil != ""' }),
    );
    expect(filtered.status).toBe(400);
  });
});
