import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { personRecord, signIn } from '@/testing/session';
import { chatListStore } from './chat-list-store';
import type { DisplayMessage } from './chat-view-types';
import { storedMessage } from './display-messages';
import { markSeen } from './read-tracker';
import { chatRecord, memberRecord, messageRecord } from './test-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const settle = () => vi.advanceTimersByTimeAsync(0);
let visibility: DocumentVisibilityState = 'visible';
let release: () => void = () => {};

function serve(unread: number, mentions = 0) {
  const chat = chatRecord('a', { lastSeq: 2 });
  // note: fresh mocks typed by their implementation (the fake's own return nothing it knows of).
  const getFullList = vi.fn((options: { filter?: string }) =>
    Promise.resolve(
      options.filter
        ? [memberRecord('a', 'me', { expand: { chat } })]
        : [memberRecord('a', 'me'), memberRecord('a', 'ann')],
    ),
  );
  Object.assign(fakePb.pb.collection('chat_members'), { getFullList });
  Object.assign(fakePb.pb.collection('messages'), {
    getFullList: vi.fn(() => Promise.resolve([messageRecord('a', 2, 'ann')])),
  });
  fakePb.pb.send.mockImplementation((path: string) =>
    Promise.resolve(
      path.endsWith('/unread')
        ? { items: [{ chat: 'a', readSeq: 2 - unread, unread, mentions }] }
        : { readSeq: 3, unread: 0 },
    ),
  );
  return getFullList;
}

const seen = (seq: number): DisplayMessage => storedMessage(messageRecord('a', seq, 'ann'), 'me');
const reads = () =>
  fakePb.pb.send.mock.calls.filter((call) => call[0].endsWith('/read')).map((call) => call[1]);

beforeEach(async () => {
  vi.useFakeTimers();
  fakePb.reset();
  fakePb.pb.realtime.isConnected = false;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  signIn(personRecord('me', 'Me'));
});

afterEach(async () => {
  release();
  await settle();
  vi.useRealTimers();
});

describe('chatListStore', () => {
  it('loads the chats with their unread counts and counts new messages live', async () => {
    serve(1);
    release = chatListStore.retain('me');
    await settle();
    expect(chatListStore.getState()).toMatchObject({ status: 'ready', totalUnread: 1 });
    fakePb.emit('messages/*', { action: 'create', record: messageRecord('a', 3, 'ann') });
    fakePb.emit('messages/*', { action: 'create', record: messageRecord('a', 4, 'me') });
    expect(chatListStore.getState()).toMatchObject({ totalUnread: 2 });
    expect(chatListStore.getState().items[0]?.lastMessage?.seq).toBe(4);
  });

  it('takes a server without mention counts as counting none', async () => {
    serve(1, Number.NaN);
    release = chatListStore.retain('me');
    await settle();
    expect(chatListStore.getState().items[0]?.mentions).toBe(0);
  });

  it('reloads everything when the realtime connection comes back', async () => {
    const getFullList = serve(0);
    release = chatListStore.retain('me');
    await settle();
    fakePb.emit('PB_CONNECT', { clientId: 'client-1' });
    await settle();
    expect(getFullList).toHaveBeenCalledTimes(2);
    fakePb.emit('PB_CONNECT', { clientId: 'client-2' });
    await settle();
    expect(getFullList).toHaveBeenCalledTimes(4);
  });

  it('reports the highest message seen, once, and takes the answer as the unread count', async () => {
    serve(1);
    release = chatListStore.retain('me');
    await settle();
    fakePb.emit('messages/*', { action: 'create', record: messageRecord('a', 3, 'ann') });
    markSeen(seen(2));
    markSeen(seen(3));
    markSeen(seen(1));
    await vi.advanceTimersByTimeAsync(500);
    expect(reads()).toEqual([expect.objectContaining({ body: { message: 'a-m3' } })]);
    expect(chatListStore.getState().totalUnread).toBe(0);
    markSeen(seen(3));
    await vi.advanceTimersByTimeAsync(500);
    expect(reads()).toHaveLength(1);
  });

  it('shows the "@" mark for unread mentions, counted live, until the chat is read', async () => {
    serve(1, 1);
    release = chatListStore.retain('me');
    await settle();
    const row = () => chatListStore.getState().items[0];
    expect(row()).toMatchObject({ unread: 1, mentions: 1 });
    fakePb.emit('messages/*', {
      action: 'create',
      record: messageRecord('a', 5, 'ann', { mentions: ['me'] }),
    });
    expect(row()).toMatchObject({ unread: 2, mentions: 2 });
    // note: above what the test before reported (read positions only move forward).
    markSeen(seen(5));
    await vi.advanceTimersByTimeAsync(500);
    expect(row()).toMatchObject({ unread: 0, mentions: 0 });
  });

  it('counts what shows in a hidden tab only once the tab is in front', async () => {
    serve(1);
    release = chatListStore.retain('me');
    await settle();
    visibility = 'hidden';
    // note: above anything an earlier test reported (read positions only move forward).
    markSeen(seen(9));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads()).toEqual([]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(500);
    expect(reads()).toEqual([expect.objectContaining({ body: { message: 'a-m9' } })]);
  });
});
