import { SESSION_ENDED_TOPIC, STORAGE_KEYS } from '@hearth/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoadPb, fakePb } from '@/testing/fake-pb';
import { fakeToken } from '@/testing/tokens';
import { signInAgain, watchSessionEnd } from './session-end';
import { reportUnauthorized } from './unauthorized-answers';

vi.mock('@/shared/lib/load-pb', () => fakeLoadPb);

const API = 'http://hearth.test/api';

function storeToken(sid: string, lifetimeSeconds = 3600): string {
  const token = fakeToken({
    id: 'user1',
    sid,
    exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
  });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token, record: null }));
  return token;
}

/** Lets the checks of signals already given run (each waits on a settled sign-in). */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

let stop: () => void = () => undefined;
const onEnded = vi.fn();

async function watch(): Promise<void> {
  stop = watchSessionEnd(onEnded);
  await vi.waitFor(() => expect(fakePb.listeners(SESSION_ENDED_TOPIC)).toBe(1));
}

beforeEach(() => {
  fakePb.reset();
  onEnded.mockReset();
});
afterEach(() => stop());

describe('watchSessionEnd', () => {
  it("signals when the server announces this device's session ended", async () => {
    storeToken('sess-a');
    await watch();
    fakePb.emit(SESSION_ENDED_TOPIC, { id: 'sess-b' });
    fakePb.emit(SESSION_ENDED_TOPIC, {});
    await settled();
    expect(onEnded).not.toHaveBeenCalled();
    fakePb.emit(SESSION_ENDED_TOPIC, { id: 'sess-a' });
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
  });

  it('signals once per token for refused requests, never for the refresh the guard handles', async () => {
    storeToken('sess-a');
    await watch();
    reportUnauthorized(`${API}/collections/users/auth-refresh`);
    reportUnauthorized(`${API}/collections/users/auth-refresh?expand=x`);
    await settled();
    expect(onEnded).not.toHaveBeenCalled();
    reportUnauthorized(`${API}/collections/friendships/records`);
    reportUnauthorized(`${API}/hearth/presence/snapshot`);
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    storeToken('sess-c');
    reportUnauthorized(`${API}/collections/chats/records`);
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledTimes(2));
  });

  it('asks once per session about refused requests, and never for a token without one', async () => {
    storeToken('sess-a');
    await watch();
    reportUnauthorized(`${API}/hearth/presence/activity`);
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    // The guard's refresh kept the session alive: a new token for the same session.
    storeToken('sess-a', 120);
    reportUnauthorized(`${API}/hearth/presence/activity`);
    await settled();
    const withoutSession = fakeToken({ id: 'user1', exp: Math.floor(Date.now() / 1000) + 60 });
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: withoutSession }));
    reportUnauthorized(`${API}/hearth/presence/activity`);
    await settled();
    expect(onEnded).toHaveBeenCalledTimes(1);
    // The topic is the server's word, and is heard whatever came before.
    storeToken('sess-a', 180);
    fakePb.emit(SESSION_ENDED_TOPIC, { id: 'sess-a' });
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledTimes(2));
  });

  it('says nothing signed out, or once stopped', async () => {
    await watch();
    fakePb.emit(SESSION_ENDED_TOPIC, { id: 'sess-a' });
    reportUnauthorized(`${API}/collections/chats/records`);
    storeToken('sess-a');
    stop();
    await vi.waitFor(() => expect(fakePb.listeners(SESSION_ENDED_TOPIC)).toBe(0));
    reportUnauthorized(`${API}/collections/chats/records`);
    await settled();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('drops the end of a session replaced by signing in again (a password change)', async () => {
    storeToken('sess-a');
    await watch();
    let signedIn: () => void = () => undefined;
    const done = signInAgain(
      () =>
        new Promise<void>((resolve) => {
          signedIn = resolve;
        }),
    );
    fakePb.emit(SESSION_ENDED_TOPIC, { id: 'sess-a' });
    storeToken('sess-new');
    signedIn();
    await done;
    reportUnauthorized(`${API}/collections/chats/records`);
    // note: both signals wait on the same sign-in, in order: the end first, then the refusal.
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalled());
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
  it('sends the realtime subscriptions again once signed in again', async () => {
    storeToken('sess-a');
    await watch();
    await signInAgain(() => Promise.resolve());
    await vi.waitFor(() =>
      expect(fakePb.pb.realtime.subscribe).toHaveBeenCalledWith(
        SESSION_ENDED_TOPIC,
        expect.any(Function),
        { query: { reauthorize: '1' } },
      ),
    );
    // The extra topic goes again at once: only the watcher's listener stays.
    await vi.waitFor(() => expect(fakePb.listeners(SESSION_ENDED_TOPIC)).toBe(1));
  });
});
