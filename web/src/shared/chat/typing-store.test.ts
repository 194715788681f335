import { TYPING_TOPIC } from '@hearth/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { typingStore } from './typing-store';
import { messageRecord } from './test-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const settle = () => vi.advanceTimersByTimeAsync(0);
let release: () => void = () => {};

beforeEach(async () => {
  vi.useFakeTimers();
  fakePb.reset();
  release = typingStore.retain('me');
  await settle();
});

afterEach(async () => {
  release();
  await settle();
  vi.useRealTimers();
});

describe('typingStore', () => {
  it('shows a signal for five seconds, renewed by the next one', async () => {
    fakePb.emit(TYPING_TOPIC, { chat: 'a', user: 'ann' });
    expect(typingStore.usersIn('a')).toEqual(['ann']);
    await vi.advanceTimersByTimeAsync(4000);
    fakePb.emit(TYPING_TOPIC, { chat: 'a', user: 'ann' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(typingStore.usersIn('a')).toEqual(['ann']);
    await vi.advanceTimersByTimeAsync(1);
    expect(typingStore.usersIn('a')).toEqual([]);
  });

  it("ignores the user's own signals and anything malformed", () => {
    fakePb.emit(TYPING_TOPIC, { chat: 'a', user: 'me' });
    fakePb.emit(TYPING_TOPIC, { chat: 'a' });
    expect(typingStore.usersIn('a')).toEqual([]);
  });

  it('ends when that user’s message arrives', () => {
    fakePb.emit(TYPING_TOPIC, { chat: 'a', user: 'ann' });
    fakePb.emit(TYPING_TOPIC, { chat: 'a', user: 'bob' });
    fakePb.emit('messages/*', { action: 'create', record: messageRecord('a', 1, 'ann') });
    expect(typingStore.usersIn('a')).toEqual(['bob']);
  });
});
