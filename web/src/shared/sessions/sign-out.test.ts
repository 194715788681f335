import { SESSION_ROUTES, STORAGE_KEYS } from '@hearth/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSessionId, storedSession } from '@/shared/lib/session';
import { fakeLoadPb, fakePb } from '@/testing/fake-pb';
import { fakeToken } from '@/testing/tokens';
import { signOut } from './sign-out';

vi.mock('@/shared/lib/load-pb', () => fakeLoadPb);

function storeToken(): string {
  const token = fakeToken({ id: 'user1', sid: 'sess-a', exp: Math.floor(Date.now() / 1000) + 60 });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token, record: null }));
  return token;
}

beforeEach(() => fakePb.reset());

describe('signOut', () => {
  it("ends this device's session on the server with its token, and clears it here", async () => {
    const token = storeToken();
    expect(currentSessionId()).toBe('sess-a');
    const done = signOut();
    expect(storedSession().token).toBe('');
    await done;
    expect(fakePb.pb.send).toHaveBeenCalledWith(
      SESSION_ROUTES.endCurrent,
      expect.objectContaining({ method: 'POST', headers: { Authorization: token } }),
    );
  });

  it('signs out all the same when the server cannot be reached', async () => {
    storeToken();
    fakePb.pb.send.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signOut()).resolves.toBeUndefined();
    expect(storedSession().token).toBe('');
    expect(currentSessionId()).toBeNull();
  });

  it('asks nothing of the server when already signed out', async () => {
    await signOut();
    expect(fakePb.pb.send).not.toHaveBeenCalled();
  });
});
