import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { pinStore } from './pin-store';
import type { PinnedMessage } from './pins-api';
import { messageRecord } from './test-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

function pin(id: string, chat: string, message: string): PinnedMessage {
  return {
    id,
    collectionId: 'pins_id',
    collectionName: 'pins',
    chat,
    message,
    pinnedBy: 'ann',
    created: `2024-05-01 10:00:0${id}.000Z`,
    updated: '',
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const pinnedIn = (chat: string) =>
  pinStore(chat)
    .getState()
    .items.map((each) => each.message);
let release: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  fakePb.reset();
});

afterEach(async () => {
  release();
  await settle();
  vi.useRealTimers();
});

describe('pinStore', () => {
  it('loads the chat’s pins and follows new ones with their message, ignoring other chats', async () => {
    const pins = fakePb.pb.collection('pins');
    pins.items = [{ ...pin('1', 'a', 'a-m1') }];
    const withMessage = {
      ...pin('2', 'a', 'a-m2'),
      expand: { message: messageRecord('a', 2, 'ann') },
    };
    const other = pin('3', 'b', 'b-m1');
    const getOne = vi.fn((id: string) => Promise.resolve(id === '2' ? withMessage : other));
    Object.assign(pins, { getOne });
    release = pinStore('a').retain('me');
    await settle();
    expect(pins.getFullList.mock.calls[0]?.[0]).toMatchObject({
      filter: 'chat = "a"',
      expand: 'message',
    });
    fakePb.emit('pins/*', { action: 'create', record: pin('2', 'a', 'a-m2') });
    fakePb.emit('pins/*', { action: 'create', record: pin('3', 'b', 'b-m1') });
    await settle();
    expect(pinnedIn('a')).toEqual(['a-m1', 'a-m2']);
    expect(pinStore('a').getState().items[1]?.expand?.message?.text).toBe('message 2');
    fakePb.emit('pins/*', { action: 'delete', record: pin('1', 'a', 'a-m1') });
    await settle();
    expect(pinnedIn('a')).toEqual(['a-m2']);
  });

  it('unpins a message as soon as it is deleted', async () => {
    fakePb.pb.collection('pins').items = [{ ...pin('1', 'a', 'a-m1') }];
    release = pinStore('a').retain('me');
    await settle();
    const deleted = messageRecord('a', 1, 'ann', { deleted: true, text: '' });
    fakePb.emit('messages/*', { action: 'update', record: deleted });
    expect(pinnedIn('a')).toEqual([]);
  });
});
