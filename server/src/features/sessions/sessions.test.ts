import {
  SESSION_ENDED_TOPIC,
  SESSION_ROUTES,
  SESSION_TOKEN_CLAIM,
  USERS_COLLECTION_ID,
  type EndOtherSessionsResult,
} from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { getTokenPayload, type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecordById } from '../../records/record-store.js';
import type { RecordValues } from '../../request-info.js';
import { signRecordToken } from '../../security/record-token.js';
import { RealtimeProbe } from '../../test/realtime-probe.js';
import { failure, statusOf } from '../../test/sdk-outcome.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../test/test-server.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DEAD_TOKEN = 'The request requires valid record authorization token.';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** An SDK client that sends this User-Agent, as one browser of a user would. */
function device(userAgent: string): PocketBase {
  const pb = server.client();
  pb.beforeSend = (url, options) => {
    options.headers = { ...options.headers, 'User-Agent': userAgent };
    return { url, options };
  };
  return pb;
}

/** A new user; returns their email and id. */
async function newUser(): Promise<{ email: string; id: string }> {
  const email = `sessions-${++counter}@example.com`;
  const record = await server
    .client()
    .collection('users')
    .create({
      email,
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
      nickname: `sessions${counter}`,
    });
  return { email, id: record.id };
}

/** Signs `email` in on a new device with this User-Agent. */
async function signIn(email: string, userAgent = CHROME_WINDOWS): Promise<PocketBase> {
  const pb = device(userAgent);
  await pb.collection('users').authWithPassword(email, TEST_PASSWORD);
  return pb;
}

/** The session the client's token names. */
function sidOf(pb: PocketBase): unknown {
  return getTokenPayload(pb.authStore.token)[SESSION_TOKEN_CLAIM];
}

/** Every stored session of a user, as a superuser sees them. */
async function storedSessions(userId: string): Promise<RecordModel[]> {
  const root = await server.superuser();
  return root
    .collection('sessions')
    .getFullList({ filter: root.filter('user = {:u}', { u: userId }) });
}

/** A user's stored values, as the token signer needs them. */
async function userRecord(id: string): Promise<RecordValues> {
  const users = server.app.collections.find(USERS_COLLECTION_ID);
  if (!users) throw new Error('missing users');
  const record = await findRecordById(server.app.db, users, id);
  if (!record) throw new Error('missing the user');
  return record;
}

function endOthers(pb: PocketBase): Promise<EndOtherSessionsResult> {
  return pb.send<EndOtherSessionsResult>(SESSION_ROUTES.endOthers, { method: 'POST' });
}

function endCurrent(pb: PocketBase): Promise<unknown> {
  return pb.send(SESSION_ROUTES.endCurrent, { method: 'POST' });
}

/** Whether a request with the client's token is refused as a dead token (401). */
async function expectSignedOut(pb: PocketBase): Promise<void> {
  const error = await failure(pb.collection('sessions').getList());
  expect([error.status, error.response['message']]).toEqual([401, DEAD_TOKEN]);
}

describe('signing in', () => {
  it('opens one session per sign-in, named by the token, with the device it came from', async () => {
    const { email, id } = await newUser();
    const laptop = await signIn(email, CHROME_WINDOWS);
    const phone = await signIn(email, SAFARI_IPHONE);

    const sessions = await laptop.collection('sessions').getFullList({ sort: 'created' });

    expect(sessions.map((s) => s.id).sort()).toEqual([sidOf(laptop), sidOf(phone)].sort());
    const byId = new Map(sessions.map((s) => [s.id, s]));
    expect(byId.get(String(sidOf(laptop)))).toMatchObject({
      user: id,
      method: 'password',
      browser: 'Chrome 131',
      os: 'Windows 10',
      deviceType: 'desktop',
      ip: '127.0.0.1',
      place: 'Local network',
      userAgent: CHROME_WINDOWS,
    });
    expect(byId.get(String(sidOf(phone)))).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS 17.4',
      deviceType: 'mobile',
    });
    expect(byId.get(String(sidOf(phone)))?.['lastActive']).not.toBe('');
  });

  it('gives superusers and impersonation tokens no session', async () => {
    const { email, id } = await newUser();
    const root = await server.superuser();
    expect(sidOf(root)).toBeUndefined();
    const impersonated = await root.collection('users').impersonate(id, 0);
    expect(sidOf(impersonated)).toBeUndefined();

    const phone = await signIn(email, SAFARI_IPHONE);
    await endOthers(phone);
    await endCurrent(phone);

    // The impersonation token names no session, so ending every session leaves it working.
    expect(await impersonated.collection('users').getOne(id)).toMatchObject({ id });
    expect(await storedSessions(id)).toEqual([]);
  });
});

describe('ending a session', () => {
  it("makes the ended device's token answer 401 on every request at once", async () => {
    const { email } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    const b = await signIn(email, FIREFOX_LINUX);

    await b.collection('sessions').delete(String(sidOf(a)));

    await expectSignedOut(a);
    const view = await failure(a.collection('sessions').getOne(String(sidOf(b))));
    const create = await failure(a.collection('friendships').create({}));
    const refresh = await failure(a.collection('users').authRefresh());
    expect([view.status, create.status, refresh.status]).toEqual([401, 401, 401]);
    expect(refresh.response['message']).toBe(DEAD_TOKEN);
    expect((await b.collection('sessions').getFullList()).map((s) => s.id)).toEqual([sidOf(b)]);
  });

  it('lets a device that still holds its ended token sign in again', async () => {
    const { email } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    const b = await signIn(email, FIREFOX_LINUX);
    await b.collection('sessions').delete(String(sidOf(a)));
    const ended = sidOf(a);

    // The SDK sends its stored (dead) token with the sign-in requests too.
    const methods = await a.collection('users').listAuthMethods();
    await a.collection('users').requestPasswordReset(email);
    await a.collection('users').authWithPassword(email, TEST_PASSWORD);

    expect(methods.password.enabled).toBe(true);
    expect(sidOf(a)).not.toBe(ended);
    expect((await a.collection('sessions').getFullList()).length).toBe(2);
  });

  it('tells the ended connection, then sends it nothing private', async () => {
    const { email } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    const b = await signIn(email, FIREFOX_LINUX);
    const probe = await RealtimeProbe.open(server, a);
    await probe.subscribe(SESSION_ENDED_TOPIC);
    await probe.subscribe('sessions');
    await signIn(email, SAFARI_IPHONE);
    expect((await probe.drain()).map((e) => e.topic)).toEqual(['sessions']);

    await b.collection('sessions').delete(String(sidOf(a)));
    const ended = await probe.drain();
    expect(ended.at(-1)).toEqual({ topic: SESSION_ENDED_TOPIC, data: { id: sidOf(a) } });

    await signIn(email, SAFARI_IPHONE);
    expect(await probe.drain()).toEqual([]);
    const resubscribe = await failure(probe.subscribe('users'));
    expect(resubscribe.status).toBe(401);
    a.realtime.unsubscribe().catch(() => undefined);
  });

  it('still finds the connection after its user record changed', async () => {
    const { email, id } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    const b = await signIn(email, FIREFOX_LINUX);
    const probe = await RealtimeProbe.open(server, a);
    await probe.subscribe(SESSION_ENDED_TOPIC);
    await a.collection('users').update(id, { nickname: 'renamed' });

    await b.collection('sessions').delete(String(sidOf(a)));

    expect(await probe.drain()).toEqual([{ topic: SESSION_ENDED_TOPIC, data: { id: sidOf(a) } }]);
    a.realtime.unsubscribe().catch(() => undefined);
  });

  it('announces the end only to that session, not to the same user elsewhere', async () => {
    const { email } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    const b = await signIn(email, FIREFOX_LINUX);
    const probe = await RealtimeProbe.open(server, b);
    await probe.subscribe(SESSION_ENDED_TOPIC);
    await probe.subscribe('sessions');

    await b.collection('sessions').delete(String(sidOf(a)));

    const heard = await probe.drain();
    expect(heard.map((e) => e.topic)).toEqual(['sessions']);
    await signIn(email, SAFARI_IPHONE);
    expect((await probe.drain()).map((e) => e.topic)).toEqual(['sessions']);
  });

  it('end-others keeps only the caller', async () => {
    const { email, id } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    const b = await signIn(email, SAFARI_IPHONE);
    const c = await signIn(email, FIREFOX_LINUX);

    expect(await endOthers(c)).toEqual({ ended: 2 });

    expect((await storedSessions(id)).map((s) => s.id)).toEqual([sidOf(c)]);
    await expectSignedOut(a);
    await expectSignedOut(b);
    expect(await endOthers(c)).toEqual({ ended: 0 });
  });

  it('end-current ends the caller alone', async () => {
    const { email, id } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    const b = await signIn(email, SAFARI_IPHONE);

    expect(await statusOf(endCurrent(a))).toBe(200);

    await expectSignedOut(a);
    expect((await storedSessions(id)).map((s) => s.id)).toEqual([sidOf(b)]);
  });

  it('refuses both routes without auth, and to other auth records', async () => {
    const guest = server.client();
    const root = await server.superuser();
    const outcomes = await Promise.all([
      failure(endOthers(guest)),
      failure(endCurrent(guest)),
      failure(endOthers(root)),
    ]);
    expect(outcomes.map((e) => e.status)).toEqual([401, 401, 403]);
  });

  it('ends every session when the password changes', async () => {
    const { email, id } = await newUser();
    const a = await signIn(email, CHROME_WINDOWS);
    await signIn(email, SAFARI_IPHONE);

    await a.collection('users').update(id, {
      oldPassword: TEST_PASSWORD,
      password: 'a new password 1',
      passwordConfirm: 'a new password 1',
    });

    expect(await storedSessions(id)).toEqual([]);
    expect((await failure(a.collection('users').authRefresh())).status).toBe(401);
    const again = device(CHROME_WINDOWS);
    await again.collection('users').authWithPassword(email, 'a new password 1');
    expect((await storedSessions(id)).map((s) => s.id)).toEqual([sidOf(again)]);
  });

  it("deletes a user's sessions with the user", async () => {
    const { email, id } = await newUser();
    const a = await signIn(email);
    await signIn(email, SAFARI_IPHONE);

    await a.collection('users').delete(id);

    expect(await storedSessions(id)).toEqual([]);
  });
});

describe('who may do what', () => {
  it("never shows or ends another user's session, and lets no user write one", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const a = await signIn(alice.email);
    const b = await signIn(bob.email);
    const aliceSession = String(sidOf(a));

    expect((await b.collection('sessions').getFullList()).map((s) => s.id)).toEqual([sidOf(b)]);
    const outcomes = await Promise.all([
      statusOf(b.collection('sessions').getOne(aliceSession)),
      statusOf(b.collection('sessions').delete(aliceSession)),
      statusOf(b.collection('sessions').create({ user: bob.id, browser: 'x' })),
      statusOf(b.collection('sessions').update(String(sidOf(b)), { browser: 'x' })),
    ]);
    expect(outcomes).toEqual([404, 404, 403, 403]);
    expect((await storedSessions(alice.id)).map((s) => s.id)).toEqual([aliceSession]);
  });
  it("refuses a token that names another user's session", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const a = await signIn(alice.email);
    const users = server.app.collections.find(USERS_COLLECTION_ID);
    if (users?.type !== 'auth') throw new Error('missing users');
    const forged = device(CHROME_WINDOWS);
    forged.authStore.save(
      await signRecordToken(users, await userRecord(bob.id), 'auth', { sid: String(sidOf(a)) }),
      null,
    );

    await expectSignedOut(forged);
  });
});

describe('refreshing', () => {
  it('keeps the session: a new token with the same sid', async () => {
    const { email, id } = await newUser();
    const a = await signIn(email);
    const sid = sidOf(a);

    await a.collection('users').authRefresh();

    expect(sidOf(a)).toBe(sid);
    expect((await storedSessions(id)).map((s) => s.id)).toEqual([sid]);
  });

  it('opens a session for a token from before sessions', async () => {
    const { id } = await newUser();
    const users = server.app.collections.find(USERS_COLLECTION_ID);
    if (users?.type !== 'auth') throw new Error('missing users');
    const legacy = device(FIREFOX_LINUX);
    legacy.authStore.save(await signRecordToken(users, await userRecord(id), 'auth'), null);
    expect(await storedSessions(id)).toEqual([]);

    await legacy.collection('users').authRefresh();

    const sessions = await storedSessions(id);
    expect(sessions.map((s) => s.id)).toEqual([sidOf(legacy)]);
    expect(sessions[0]).toMatchObject({ method: '', browser: 'Firefox 133', os: 'Linux' });
  });
});
