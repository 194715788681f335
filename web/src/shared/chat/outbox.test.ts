import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './outbox';
import { outbox } from './outbox';

function item(clientId: string, chat: string, state: OutboxItem['state'] = 'queued'): OutboxItem {
  return {
    clientId,
    chat,
    author: 'me',
    text: clientId,
    mentions: [],
    replyTo: '',
    files: [],
    pendingFiles: [],
    created: '',
    state,
    attempts: 0,
    progress: null,
    error: null,
  };
}

const ids = (items: readonly OutboxItem[]) => items.map((entry) => entry.clientId);

describe('outbox', () => {
  it('puts only the head of each chat on the wire, in the order sent', () => {
    const items = [item('a1', 'a'), item('b1', 'b'), item('a2', 'a')];
    expect(ids(outbox.ready(items))).toEqual(['a1', 'b1']);
  });

  it('holds a chat back while its head is sending or waiting for a retry', () => {
    expect(outbox.ready([item('a1', 'a', 'sending'), item('a2', 'a')])).toEqual([]);
    const waiting = outbox.postpone([item('a1', 'a'), item('a2', 'a')], 'a1', new Error('down'));
    expect(waiting[0]).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(outbox.ready(waiting)).toEqual([]);
    expect(ids(outbox.ready(outbox.wake(waiting)))).toEqual(['a1']);
  });

  it('lets the chat go on past a refused message, which shows failed', () => {
    const failed = outbox.fail([item('a1', 'a', 'sending'), item('a2', 'a')], 'a1', 'refused');
    expect(failed[0]).toMatchObject({ state: 'failed', error: 'refused' });
    expect(ids(outbox.ready(failed))).toEqual(['a2']);
  });

  it('retries a failed message at the end, with the same clientId', () => {
    const failed = outbox.fail([item('a1', 'a'), item('a2', 'a')], 'a1', 'refused');
    const again = outbox.retry(failed, 'a1');
    expect(ids(again)).toEqual(['a2', 'a1']);
    expect(again[1]).toMatchObject({ clientId: 'a1', state: 'queued', error: null });
  });
});
