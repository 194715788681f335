import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleClient } from '@/shared/lib/pb';
import {
  consoleClient,
  resetConsoleSessionForTests,
  signOutOfConsole,
  useConsoleSuperuser,
} from './console-session';

interface FakeRecord {
  id: string;
  email: string;
  collectionName: string;
}

interface FakeAuthStore {
  token: string;
  record: FakeRecord | null;
  readonly isValid: boolean;
  save(token: string, record: FakeRecord | null): void;
  clear(): void;
  onChange(listener: () => void): () => void;
}

/** A stand-in for the SDK's auth store: a token, a record and change listeners. */
function fakeAuthStore(): FakeAuthStore {
  const listeners = new Set<() => void>();
  const store: FakeAuthStore = {
    token: '',
    record: null,
    get isValid() {
      return store.token !== '';
    },
    save(token, record) {
      store.token = token;
      store.record = record;
      listeners.forEach((listener) => listener());
    },
    clear() {
      store.save('', null);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

const store = fakeAuthStore();
vi.mock('@/shared/lib/load-pb', () => ({
  loadPb: () =>
    Promise.resolve({
      createConsoleClient: () =>
        ({ authStore: store, autoCancellation: () => undefined }) as unknown as ConsoleClient,
    }),
}));

afterEach(() => {
  resetConsoleSessionForTests();
  store.token = '';
  store.record = null;
});

describe('console session', () => {
  it('is the signed-in superuser, and follows sign-in and sign-out', async () => {
    await consoleClient();
    const { result } = renderHook(() => useConsoleSuperuser());
    expect(result.current).toBeNull();
    await act(async () => {
      store.save('token', { id: 's1', email: 'root@example.com', collectionName: '_superusers' });
      await Promise.resolve();
    });
    expect(result.current).toEqual({ id: 's1', email: 'root@example.com' });
    await act(() => signOutOfConsole());
    expect(result.current).toBeNull();
  });

  it("never takes a user's token for a console session, and drops it", async () => {
    store.token = 'user-token';
    store.record = { id: 'u1', email: 'ann@example.com', collectionName: 'users' };
    await consoleClient();
    const { result } = renderHook(() => useConsoleSuperuser());
    expect(result.current).toBeNull();
    expect(store.token).toBe('');
  });
});
