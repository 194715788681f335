import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { resetTypingSignal, signalTyping } from './typing-signal';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const posts = () => fakePb.pb.send.mock.calls.map((call) => call[0]);

beforeEach(() => {
  vi.useFakeTimers();
  fakePb.reset();
});

afterEach(() => vi.useRealTimers());

describe('signalTyping', () => {
  it('posts at most once per three seconds per chat', async () => {
    signalTyping('t1');
    signalTyping('t1');
    signalTyping('t2');
    await vi.advanceTimersByTimeAsync(2999);
    signalTyping('t1');
    await vi.advanceTimersByTimeAsync(1);
    expect(posts()).toEqual(['/api/hearth/chats/t1/typing', '/api/hearth/chats/t2/typing']);
    signalTyping('t1');
    await vi.advanceTimersByTimeAsync(0);
    expect(posts()).toHaveLength(3);
  });

  it('signals again at once after a message was sent', async () => {
    signalTyping('t3');
    resetTypingSignal('t3');
    signalTyping('t3');
    await vi.advanceTimersByTimeAsync(0);
    expect(posts()).toEqual(['/api/hearth/chats/t3/typing', '/api/hearth/chats/t3/typing']);
  });
});
