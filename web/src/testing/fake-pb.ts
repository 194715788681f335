import { vi } from 'vitest';

type Listener = (data: unknown) => void;
type FakeRecord = { id: string; [field: string]: unknown };

/** One collection of the fake client: a list to load, writes to answer, realtime to push. */
export interface FakeCollection {
  items: FakeRecord[];
  getFullList: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  create: ReturnType<typeof vi.fn>;
  update: ReturnType<typeof vi.fn>;
  delete: ReturnType<typeof vi.fn>;
}

const topics = new Map<string, Set<Listener>>();
const collections = new Map<string, FakeCollection>();

function listen(topic: string, listener: Listener): Promise<() => Promise<void>> {
  const set = topics.get(topic) ?? new Set();
  set.add(listener);
  topics.set(topic, set);
  return Promise.resolve(() => {
    set.delete(listener);
    return Promise.resolve();
  });
}

function collection(name: string): FakeCollection {
  let fake = collections.get(name);
  if (!fake) {
    const created: FakeCollection = {
      items: [],
      getFullList: vi.fn(() => Promise.resolve(created.items)),
      subscribe: vi.fn((_topic: string, listener: Listener) => listen(`${name}/*`, listener)),
      create: vi.fn((body: object) => Promise.resolve({ id: `new-${name}`, ...body })),
      update: vi.fn((id: string, body: object) => Promise.resolve({ id, ...body })),
      delete: vi.fn(() => Promise.resolve(true)),
    };
    fake = created;
    collections.set(name, fake);
  }
  return fake;
}

/**
 * A stand-in for the SDK client, for `vi.mock('@/shared/lib/load-pb', …)`: collections with
 * `vi.fn` methods, custom routes through `send`, and realtime topics the test can push to.
 */
export const fakePb = {
  pb: {
    realtime: {
      clientId: 'client-1',
      isConnected: true,
      subscribe: vi.fn(listen),
    },
    send: vi.fn((_path: string, _options?: object): Promise<unknown> => Promise.resolve({})),
    collection,
  },
  /** Pushes `data` to every listener of `topic` (a custom topic, or `<collection>/*`). */
  emit(topic: string, data: unknown): void {
    for (const listener of topics.get(topic) ?? []) listener(data);
  },
  /** How many listen to `topic` now. */
  listeners(topic: string): number {
    return topics.get(topic)?.size ?? 0;
  },
  /** Forgets every collection, listener and call. */
  reset(): void {
    topics.clear();
    collections.clear();
    fakePb.pb.send.mockReset();
    fakePb.pb.send.mockImplementation(() => Promise.resolve({}));
    fakePb.pb.realtime.subscribe.mockClear();
    fakePb.pb.realtime.isConnected = true;
    fakePb.pb.realtime.clientId = 'client-1';
  },
};

/** The module `@/shared/lib/load-pb` becomes in tests that use the fake client. */
export const fakeLoadPb = {
  loadPb: () => Promise.resolve({ pb: fakePb.pb }),
  users: () => Promise.resolve(fakePb.pb.collection('users')),
};
