import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import type { ReactionRecord } from './chat-records';
import { reactionStore } from './reaction-store';
import { messageRecord } from './test-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

function reaction(id: string, message: string, user: string, emoji: string): ReactionRecord {
  return {
    id,
    collectionId: 'reactions_id',
    collectionName: 'reactions',
    message,
    user,
    emoji,
    created: `2024-05-01 10:00:00.${id.padStart(3, '0')}Z`,
    updated: '',
  };
}

/** The server's reactions, answering `message = "x" || …` filters. */
function serverReactions(held: ReactionRecord[]) {
  const getFullList = vi.fn((options: { filter: string }) => {
    const asked = [...options.filter.matchAll(/message = "([^"]+)"/g)].map((match) => match[1]);
    return Promise.resolve(held.filter((record) => asked.includes(record.message)));
  });
  Object.assign(fakePb.pb.collection('reactions'), { getFullList });
  return getFullList;
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const emojisOn = (message: string) =>
  (reactionStore.reactionsIn('a').get(message) ?? []).map((record) => record.emoji);
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

describe('reactionStore', () => {
  it('loads the reactions of new messages, one request per 40 of them', async () => {
    const getFullList = serverReactions([
      reaction('1', 'a-m1', 'ann', '👍'),
      reaction('2', 'a-m45', 'bob', '❤️'),
    ]);
    release = reactionStore.retain('a');
    const ids = Array.from({ length: 45 }, (_, at) => `a-m${at + 1}`);
    reactionStore.track('a', ids);
    reactionStore.track('a', ids.slice(0, 10));
    await settle();
    expect(getFullList).toHaveBeenCalledTimes(2);
    expect(getFullList.mock.calls[0]?.[0].filter).toMatch(
      /^message = "a-m1" \|\| message = "a-m2"/,
    );
    expect(emojisOn('a-m1')).toEqual(['👍']);
    expect(emojisOn('a-m45')).toEqual(['❤️']);
  });

  it('follows reactions added and taken back, and ignores messages it does not hold', async () => {
    serverReactions([]);
    release = reactionStore.retain('a');
    reactionStore.track('a', ['a-m1']);
    await settle();
    const thumbs = reaction('1', 'a-m1', 'ann', '👍');
    fakePb.emit('reactions/*', { action: 'create', record: thumbs });
    fakePb.emit('reactions/*', { action: 'create', record: reaction('2', 'b-m1', 'ann', '😂') });
    fakePb.emit('reactions/*', { action: 'create', record: reaction('3', 'a-m1', 'bob', '🙏') });
    expect(emojisOn('a-m1')).toEqual(['👍', '🙏']);
    expect(reactionStore.reactionsIn('a').has('b-m1')).toBe(false);
    fakePb.emit('reactions/*', { action: 'delete', record: thumbs });
    expect(emojisOn('a-m1')).toEqual(['🙏']);
  });

  it('drops the reactions of a message that is deleted', async () => {
    serverReactions([reaction('1', 'a-m1', 'ann', '👍')]);
    release = reactionStore.retain('a');
    reactionStore.track('a', ['a-m1']);
    await settle();
    const deleted = messageRecord('a', 1, 'ann', { deleted: true, text: '' });
    fakePb.emit('messages/*', { action: 'update', record: deleted });
    expect(emojisOn('a-m1')).toEqual([]);
  });

  it('loads the reactions of every held message again after a reconnection', async () => {
    const held = [reaction('1', 'a-m1', 'ann', '👍')];
    const getFullList = serverReactions(held);
    release = reactionStore.retain('a');
    reactionStore.track('a', ['a-m1']);
    fakePb.emit('PB_CONNECT', { clientId: 'client-1' });
    await settle();
    held.splice(0, 1, reaction('2', 'a-m1', 'bob', '😮')); // changed while the connection was down
    fakePb.emit('PB_CONNECT', { clientId: 'client-2' });
    await settle();
    expect(getFullList).toHaveBeenCalledTimes(2);
    expect(emojisOn('a-m1')).toEqual(['😮']);
  });

  it('does not bring back a reaction taken back while its load was on its way', async () => {
    const thumbs = reaction('1', 'a-m1', 'ann', '👍');
    serverReactions([thumbs]);
    release = reactionStore.retain('a');
    await settle();
    reactionStore.track('a', ['a-m1']);
    fakePb.emit('reactions/*', { action: 'delete', record: thumbs });
    await settle();
    expect(emojisOn('a-m1')).toEqual([]);
  });
});
