import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { fakePb } from '@/testing/fake-pb';
import type { MessageRecord } from './chat-records';
import { conversationStore } from './conversation-store';
import { messageRecord } from './test-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

type ListOptions = { filter: string; sort: string };

const notFound = () =>
  new ClientResponseError({ status: 404, response: { status: 404, message: 'Not found.' } });

/** The server's messages of chat `a`, answering the filters the data layer sends. */
function serverMessages(count: number, author = 'ann') {
  const held: MessageRecord[] = [];
  const add = (upTo: number) => {
    for (let seq = held.length + 1; seq <= upTo; seq += 1) {
      held.push(messageRecord('a', seq, author));
    }
  };
  add(count);
  const getList = vi.fn((_page: number, perPage: number, options: ListOptions) => {
    const bound = /seq ([<>]) (\d+)/.exec(options.filter);
    const limit = Number(bound?.[2] ?? 0);
    const matching = held.filter((record) =>
      !bound ? true : bound[1] === '<' ? record.seq < limit : record.seq > limit,
    );
    const ordered = options.sort === '-seq' ? [...matching].reverse() : matching;
    return Promise.resolve({ items: ordered.slice(0, perPage) });
  });
  Object.assign(fakePb.pb.collection('messages'), { getList });
  return { add, getList };
}

function unreadAnswer(readSeq: number, unread: number) {
  fakePb.pb.send.mockImplementation((path: string) =>
    Promise.resolve(path.endsWith('/unread') ? { items: [{ chat: 'a', readSeq, unread }] } : {}),
  );
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const seqs = () => conversationStore.getState('me', 'a').records.map((record) => record.seq);
let release: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  fakePb.reset();
  fakePb.pb.realtime.isConnected = false;
});

afterEach(async () => {
  release();
  await settle();
  vi.useRealTimers();
});

describe('conversationStore', () => {
  it('opens at the newest page and loads older pages by seq', async () => {
    serverMessages(40);
    unreadAnswer(40, 0);
    release = conversationStore.retain('me', 'a');
    await settle();
    expect(seqs()).toEqual(Array.from({ length: 30 }, (_, at) => at + 11));
    expect(conversationStore.getState('me', 'a')).toMatchObject({
      status: 'ready',
      hasOlder: true,
    });
    await conversationStore.loadOlder('me', 'a');
    expect(seqs()).toHaveLength(40);
    expect(conversationStore.getState('me', 'a')).toMatchObject({ hasOlder: false });
  });

  it('opens so that the first unread message is included, and marks it', async () => {
    serverMessages(100);
    unreadAnswer(5, 95);
    release = conversationStore.retain('me', 'a');
    await settle();
    expect(seqs()).toEqual(Array.from({ length: 100 }, (_, at) => at + 1));
    expect(conversationStore.getState('me', 'a')).toMatchObject({
      firstUnreadSeq: 6,
      hasOlder: false,
    });
  });

  it('appends new messages and replaces edited ones from realtime', async () => {
    serverMessages(3);
    unreadAnswer(3, 0);
    release = conversationStore.retain('me', 'a');
    await settle();
    fakePb.emit('messages/*', { action: 'create', record: messageRecord('a', 4, 'ann') });
    fakePb.emit('messages/*', { action: 'create', record: messageRecord('b', 9, 'ann') });
    const edited = messageRecord('a', 2, 'ann', {
      text: 'edited',
      updated: '2024-06-01 00:00:00.000Z',
    });
    fakePb.emit('messages/*', { action: 'update', record: edited });
    expect(seqs()).toEqual([1, 2, 3, 4]);
    expect(conversationStore.getState('me', 'a').records[1]?.text).toBe('edited');
  });

  it('fetches everything above the newest held message on reconnection, page by page', async () => {
    const server = serverMessages(40);
    unreadAnswer(40, 0);
    release = conversationStore.retain('me', 'a');
    await settle();
    fakePb.emit('PB_CONNECT', { clientId: 'client-1' });
    await settle();
    expect(seqs().at(-1)).toBe(40);
    server.add(450); // sent while the connection was down; no event will tell
    fakePb.emit('PB_CONNECT', { clientId: 'client-2' });
    await settle();
    expect(seqs()).toEqual(Array.from({ length: 440 }, (_, at) => at + 11));
    const filters = server.getList.mock.calls.map((call) => call[2].filter);
    expect(filters.slice(-3)).toEqual([
      'chat = "a" && seq > 40',
      'chat = "a" && seq > 240',
      'chat = "a" && seq > 440',
    ]);
  });

  it('applies edits and deletions made while the connection was down', async () => {
    serverMessages(5);
    unreadAnswer(5, 0);
    const changed = messageRecord('a', 2, 'ann', {
      text: '',
      deleted: true,
      updated: '2030-01-01 00:00:00.000Z',
    });
    const getFullList = vi.fn((options: { filter: string }) =>
      Promise.resolve(options.filter.includes('updated >') ? [changed] : []),
    );
    Object.assign(fakePb.pb.collection('messages'), { getFullList });
    release = conversationStore.retain('me', 'a');
    await settle();
    fakePb.emit('PB_CONNECT', { clientId: 'client-1' });
    await settle();
    fakePb.emit('PB_CONNECT', { clientId: 'client-2' });
    await settle();
    const held = conversationStore.getState('me', 'a').records;
    expect(held.map((record) => record.deleted)).toEqual([false, true, false, false, false]);
    expect(getFullList.mock.calls.at(-1)?.[0].filter).toMatch(
      /^chat = "a" && seq >= 1 && updated > "/,
    );
  });

  it('loads a message far above the held ones with everything in between, then shows it', async () => {
    const server = serverMessages(100);
    unreadAnswer(100, 0);
    const getOne = vi.fn((id: string) => {
      const seq = Number(/^a-m(\d+)$/.exec(id)?.[1] ?? 0);
      if (seq < 1 || seq > 100) return Promise.reject(notFound());
      return Promise.resolve(messageRecord('a', seq, 'ann'));
    });
    Object.assign(fakePb.pb.collection('messages'), { getOne });
    release = conversationStore.retain('me', 'a');
    await settle();
    expect(seqs()[0]).toBe(71);
    expect(await conversationStore.reveal('me', 'a', 'a-m20')).toBe(true);
    expect(seqs()).toEqual(Array.from({ length: 91 }, (_, at) => at + 10));
    expect(server.getList.mock.calls.at(-1)?.[2].filter).toBe('chat = "a" && seq > 9 && seq < 71');
    expect(conversationStore.getState('me', 'a').hasOlder).toBe(true);
    expect(await conversationStore.reveal('me', 'a', 'a-m50')).toBe(true);
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('answers false for a message that is gone or belongs to another chat', async () => {
    serverMessages(5);
    unreadAnswer(5, 0);
    const getOne = vi.fn((id: string) =>
      id === 'b-m1' ? Promise.resolve(messageRecord('b', 1, 'ann')) : Promise.reject(notFound()),
    );
    Object.assign(fakePb.pb.collection('messages'), { getOne });
    release = conversationStore.retain('me', 'a');
    await settle();
    expect(await conversationStore.reveal('me', 'a', 'gone')).toBe(false);
    expect(await conversationStore.reveal('me', 'a', 'b-m1')).toBe(false);
    expect(seqs()).toEqual([1, 2, 3, 4, 5]);
  });
});
