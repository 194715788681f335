import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PocketBase, { LocalAuthStore } from 'pocketbase';
import { STORAGE_KEYS } from '@hearth/shared';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';

/** The official SDK's own behaviours, checked against our server (issue: core, "SDK checks"). */
let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  await admin.collections.create({
    name: 'items',
    listRule: '',
    viewRule: '',
    fields: [{ name: 'n', type: 'number' }],
  });
  const batch = Array.from({ length: 1234 }, (_unused, n) =>
    admin.collection('items').create({ n }),
  );
  await Promise.all(batch);
});
afterAll(() => server.close());

/** A minimal browser-like localStorage, so the SDK's default LocalAuthStore persists. */
class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('SDK behaviours against the server', () => {
  it('getFullList pages through every record with the default batch and a custom one', async () => {
    const pb = server.client();
    expect(await pb.collection('items').getFullList()).toHaveLength(1234);
    const small = await pb.collection('items').getFullList({ batch: 500, sort: 'n' });
    expect(small.map((item) => item['n'])).toEqual(Array.from({ length: 1234 }, (_unused, n) => n));
  });

  it('authStore is valid after login; after a password change the old token is refused', async () => {
    const { pb, id } = await server.user('changer@example.com');
    expect(pb.authStore.isValid).toBe(true);
    const oldToken = pb.authStore.token;
    await pb.collection('users').update(id, {
      oldPassword: TEST_PASSWORD,
      password: 'a brand new secret',
      passwordConfirm: 'a brand new secret',
    });
    // The SDK only checks the token's expiry locally, so it still looks valid...
    expect(pb.authStore.isValid).toBe(true);
    // ...but the server refuses it: the password change rotated the record's token key.
    const stale = new PocketBase(server.url);
    stale.authStore.save(oldToken, null);
    await expect(stale.collection('users').authRefresh()).rejects.toMatchObject({ status: 401 });
    const fresh = server.client();
    await fresh.collection('users').authWithPassword('changer@example.com', 'a brand new secret');
    expect(fresh.authStore.isValid).toBe(true);
  });

  it('keeps the session under the pocketbase_auth key of a browser-like store', async () => {
    await server.user('browser@example.com');
    const storage = new MemoryStorage();
    const globals = globalThis as { window?: unknown };
    globals.window = { localStorage: storage, addEventListener: () => undefined };
    try {
      const pb = new PocketBase(server.url, new LocalAuthStore());
      await pb.collection('users').authWithPassword('browser@example.com', TEST_PASSWORD);
      const saved = JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '{}') as {
        token?: string;
        record?: { email?: string };
      };
      expect(saved.token).toBe(pb.authStore.token);
      expect(saved.record?.email).toBe('browser@example.com');
      const restored = new PocketBase(server.url, new LocalAuthStore());
      expect(restored.authStore.isValid).toBe(true);
      await restored.collection('users').authRefresh();
      pb.authStore.clear();
      expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    } finally {
      delete globals.window;
    }
  });

  it('auth-with-password returns the record with its own email and no secrets', async () => {
    await server.user('self@example.com', TEST_PASSWORD, { emailVisibility: false });
    const pb = server.client();
    const auth = await pb.collection('users').authWithPassword('self@example.com', TEST_PASSWORD);
    expect(auth.record).toMatchObject({
      email: 'self@example.com',
      collectionName: 'users',
      collectionId: '_pb_users_auth_',
      verified: false,
    });
    expect(auth.record).not.toHaveProperty('password');
    expect(auth.record).not.toHaveProperty('tokenKey');
    const payload = JSON.parse(
      Buffer.from(auth.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    // PocketBase's claims, and Hearth's `sid` naming the sign-in's session (docs/sessions.md).
    expect(Object.keys(payload).sort()).toEqual([
      'collectionId',
      'exp',
      'id',
      'refreshable',
      'sid',
      'type',
    ]);
    expect(payload).toMatchObject({
      type: 'auth',
      collectionId: '_pb_users_auth_',
      refreshable: true,
    });
  });
});
