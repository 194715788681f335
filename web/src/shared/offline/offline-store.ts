/**
 * What the app keeps on this device to show while offline (docs/offline.md): values by user and
 * name. One user's values are never read for another, and everything goes when a session ends
 * on this device (`clearOfflineData`).
 */
export interface OfflineStore {
  read(user: string, name: string): Promise<unknown>;
  write(user: string, name: string, value: unknown): Promise<void>;
  /** Forgets every other user's values (a different user signed in on this browser). */
  keepOnly(user: string): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'hearth-offline';
const STORE = 'values';

interface Row {
  user: string;
  name: string;
  value: unknown;
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && 'user' in value && 'value' in value;
}

function done(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: ['user', 'name'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => Promise<T>) {
  const db = await open();
  return run(db.transaction(STORE, mode).objectStore(STORE));
}

/** The browser's IndexedDB; every call is a no-op where there is none (or it is refused). */
export const indexedDbStore: OfflineStore = {
  async read(user, name) {
    if (typeof indexedDB === 'undefined') return undefined;
    const row = await withStore('readonly', (store) => done(store.get([user, name])));
    return isRow(row) && row.user === user ? row.value : undefined;
  },
  async write(user, name, value) {
    if (typeof indexedDB === 'undefined') return;
    const row: Row = { user, name, value };
    await withStore('readwrite', (store) => done(store.put(row)));
  },
  async keepOnly(user) {
    if (typeof indexedDB === 'undefined') return;
    // Keys are [user, name]: every key below [user] and every one above [user, <any name>]
    // (an array sorts after every string) is another user's.
    await withStore('readwrite', (store) =>
      Promise.all([
        done(store.delete(IDBKeyRange.upperBound([user], true))),
        done(store.delete(IDBKeyRange.lowerBound([user, []], true))),
      ]),
    );
  },
  async clear() {
    if (typeof indexedDB === 'undefined') return;
    await withStore('readwrite', (store) => done(store.clear()));
  },
};

/** The same, in memory (tests, and browsers without IndexedDB). */
export function memoryOfflineStore(): OfflineStore {
  const rows = new Map<string, Row>();
  const id = (user: string, name: string) => JSON.stringify([user, name]);
  return {
    read: (user, name) => Promise.resolve(structuredClone(rows.get(id(user, name))?.value)),
    write(user, name, value) {
      rows.set(id(user, name), { user, name, value: structuredClone(value) });
      return Promise.resolve();
    },
    keepOnly(user) {
      for (const [key, row] of rows) if (row.user !== user) rows.delete(key);
      return Promise.resolve();
    },
    clear() {
      rows.clear();
      return Promise.resolve();
    },
  };
}

let current: OfflineStore = indexedDbStore;

/** The store in use. */
export function offlineStore(): OfflineStore {
  return current;
}

/** Swaps the store (tests). */
export function setOfflineStoreForTests(store: OfflineStore): void {
  current = store;
}

/** Forgets everything kept for offline use: the session on this device has ended. */
export function clearOfflineData(): Promise<void> {
  return current.clear().catch(() => undefined);
}
