import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerUnreachable } from '@/shared/offline/connectivity';
import type { OfflineStore } from '@/shared/offline/offline-store';
import {
  indexedDbStore,
  memoryOfflineStore,
  setOfflineStoreForTests,
} from '@/shared/offline/offline-store';
import { forgetOfflineDataWhenSignedOut } from '@/shared/offline/session-end';
import { fakePb } from '@/testing/fake-pb';
import { personRecord, signIn } from '@/testing/session';
import { chatListStore } from './chat-list-store';
import { listData } from './chat-list-state';
import { conversationStore } from './conversation-store';
import { SNAPSHOT_DELAY_MS, offlineSnapshots } from './offline-snapshots';
import { chatRecord, memberRecord, messageRecord } from './test-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

let store: OfflineStore;
let release: () => void = () => {};

function annsList() {
  const chat = chatRecord('a', { lastSeq: 2 });
  return listData(
    [memberRecord('a', 'ann', { expand: { chat } })],
    [memberRecord('a', 'ann'), memberRecord('a', 'bob')],
    [messageRecord('a', 2, 'bob')],
    [{ chat: 'a', readSeq: 2, unread: 0, mentions: 0 }],
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  fakePb.reset();
  store = memoryOfflineStore();
  setOfflineStoreForTests(store);
  signIn(personRecord('ann', 'Ann'));
});

afterEach(async () => {
  release();
  setServerUnreachable(false);
  await vi.advanceTimersByTimeAsync(0);
  vi.useRealTimers();
  setOfflineStoreForTests(indexedDbStore);
});

describe('offline snapshots (docs/offline.md)', () => {
  it("keeps a user's chats and messages under that user only", async () => {
    offlineSnapshots.keepChatList('ann', annsList());
    offlineSnapshots.keepConversation('ann', 'a', [messageRecord('a', 1, 'bob')]);
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    expect((await offlineSnapshots.chatList('ann'))?.chats.get('a')?.id).toBe('a');
    expect((await offlineSnapshots.conversation('ann', 'a'))?.records).toHaveLength(1);
    expect(await offlineSnapshots.chatList('bob')).toBeNull();
    expect(await offlineSnapshots.conversation('bob', 'a')).toBeNull();
  });

  it("forgets the last user's snapshots once someone else signs in here", async () => {
    offlineSnapshots.keepChatList('ann', annsList());
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    signIn(personRecord('bob', 'Bob'));
    offlineSnapshots.keepChatList('bob', annsList());
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    expect(await store.read('ann', 'chat-list')).toBeUndefined();
    expect(await offlineSnapshots.chatList('bob')).not.toBeNull();
  });

  it('clears everything when the session ends, and keeps nothing written after', async () => {
    offlineSnapshots.keepChatList('ann', annsList());
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    offlineSnapshots.keepConversation('ann', 'a', [messageRecord('a', 1, 'bob')]);
    // The SDK's auth store, as it clears on sign-out (or on a refused refresh).
    const authStore = { token: 'token', onChange: (callback: () => void) => (changed = callback) };
    let changed = () => {};
    forgetOfflineDataWhenSignedOut(authStore);
    localStorage.clear();
    authStore.token = '';
    changed();
    await vi.waitFor(async () => expect(await offlineSnapshots.chatList('ann')).toBeNull());
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    expect(await offlineSnapshots.conversation('ann', 'a')).toBeNull();
  });

  it('shows the kept chat list and messages when the server cannot be reached', async () => {
    offlineSnapshots.keepChatList('ann', annsList());
    offlineSnapshots.keepConversation('ann', 'a', [messageRecord('a', 2, 'bob')]);
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    // note: offline, the SDK's subscriptions never settle, so no load starts.
    const never = new Promise<() => Promise<void>>(() => undefined);
    Object.assign(fakePb.pb.collection('messages'), { subscribe: () => never });
    setServerUnreachable(true);
    const releaseList = chatListStore.retain('ann');
    const releaseChat = conversationStore.retain('ann', 'a');
    release = () => {
      releaseList();
      releaseChat();
    };
    await vi.waitFor(() => expect(chatListStore.getState().status).toBe('ready'));
    expect(chatListStore.getState().items.map((item) => item.chat.id)).toEqual(['a']);
    await vi.waitFor(() => expect(conversationStore.getState('ann', 'a').status).toBe('ready'));
    expect(conversationStore.getState('ann', 'a').records.map((record) => record.seq)).toEqual([2]);
  });
});
