import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { fakePb } from '@/testing/fake-pb';
import { fieldError, networkError } from '@/testing/sdk-errors';
import { personRecord, signIn } from '@/testing/session';
import type { MessageRecord } from './chat-records';
import { CHAT_STORAGE_KEYS } from './chat-storage-keys';
import { outboxStore } from './outbox-store';
import { messageRecord } from './test-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

type Body = { chat: string; clientId: string; text: string; mentions?: string[] };

/** The server's side of sends: each create waits until the test answers it. */
function controlledSends() {
  const calls: { body: Body; resolve(record: MessageRecord): void; reject(e: unknown): void }[] =
    [];
  // note: a fresh mock typed by its implementation (the fake's own returns nothing it knows of).
  const create = vi.fn(
    (body: Body) =>
      new Promise<MessageRecord>((resolve, reject) => calls.push({ body, resolve, reject })),
  );
  Object.assign(fakePb.pb.collection('messages'), { create });
  const stored = (index: number, seq: number) => {
    const call = calls[index];
    if (!call) throw new Error(`no send ${index}`);
    call.resolve(messageRecord(call.body.chat, seq, 'me', { clientId: call.body.clientId }));
  };
  return { calls, stored, sent: () => calls.map((call) => call.body.text) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const states = () => outboxStore.getItems().map((item) => `${item.text}:${item.state}`);

beforeEach(() => {
  vi.useFakeTimers();
  fakePb.reset();
  signIn(personRecord('me', 'Me'));
});

afterEach(async () => {
  outboxStore.stop();
  await settle();
  vi.useRealTimers();
});

describe('outboxStore', () => {
  it('sends one message per chat at a time, in the order sent', async () => {
    const server = controlledSends();
    outboxStore.send('me', 'a', { text: 'a1' });
    outboxStore.send('me', 'a', { text: 'a2' });
    outboxStore.send('me', 'b', { text: 'b1' });
    await settle();
    expect(server.sent()).toEqual(['a1', 'b1']);
    expect(states()).toEqual(['a1:sending', 'a2:queued', 'b1:sending']);
    server.stored(0, 1);
    await settle();
    expect(server.sent()).toEqual(['a1', 'b1', 'a2']);
    expect(states()).toEqual(['a2:sending', 'b1:sending']);
  });

  it('gives each message a fresh clientId the server accepts', async () => {
    const server = controlledSends();
    const first = outboxStore.send('me', 'a', { text: 'one' });
    const second = outboxStore.send('me', 'b', { text: 'two' });
    await settle();
    expect(first).not.toBe(second);
    for (const id of [first, second]) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(server.calls.map((call) => call.body.clientId)).toEqual([first, second]);
  });

  it('retries a transient failure with backoff, reusing the clientId', async () => {
    const server = controlledSends();
    const clientId = outboxStore.send('me', 'a', { text: 'hi' });
    outboxStore.send('me', 'a', { text: 'after' });
    await settle();
    server.calls[0]?.reject(networkError());
    await settle();
    expect(states()).toEqual(['hi:waiting', 'after:queued']);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.reject(new ClientResponseError({ status: 503, response: {} }));
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((call) => call.body.clientId)).toEqual([clientId, clientId, clientId]);
    expect(server.sent()).toEqual(['hi', 'hi', 'hi']);
  });

  it('retries at once when the browser is back online', async () => {
    const server = controlledSends();
    outboxStore.send('me', 'a', { text: 'hi' });
    await settle();
    server.calls[0]?.reject(networkError());
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(server.sent()).toEqual(['hi', 'hi']);
  });

  it('shows a refused message failed, goes on with the chat, and retries it with its clientId', async () => {
    const server = controlledSends();
    const clientId = outboxStore.send('me', 'a', { text: 'no' });
    outboxStore.send('me', 'a', { text: 'yes' });
    await settle();
    const refusal = fieldError('chat', 'validation_chat_not_friends');
    server.calls[0]?.reject(refusal);
    await settle();
    expect(states()).toEqual(['no:failed', 'yes:sending']);
    expect(outboxStore.getItems()[0]?.error).toBe(refusal);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sent()).toEqual(['no', 'yes']);
    outboxStore.retry(clientId);
    server.stored(1, 2);
    await settle();
    expect(server.calls[2]?.body).toMatchObject({ clientId, text: 'no' });
  });

  it('replaces the message by its record once stored, and tells the conversation', async () => {
    const server = controlledSends();
    const heard: MessageRecord[] = [];
    const { listenToChats } = await import('./chat-stream');
    const stream = listenToChats({ message: (event) => heard.push(event.record) });
    outboxStore.send('me', 'a', { text: 'hi' });
    await settle();
    server.stored(0, 7);
    await settle();
    expect(outboxStore.getItems()).toEqual([]);
    expect(heard.map((record) => record.seq)).toEqual([7]);
    stream.stop();
  });

  it('takes a realtime echo as done for a message waiting to retry', async () => {
    const server = controlledSends();
    const clientId = outboxStore.send('me', 'a', { text: 'hi' });
    await settle();
    server.calls[0]?.reject(networkError());
    await settle();
    fakePb.emit('messages/*', {
      action: 'create',
      record: messageRecord('a', 3, 'me', { clientId }),
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(outboxStore.getItems()).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });

  it('keeps text messages across a reload and sends them again', async () => {
    const server = controlledSends();
    const clientId = outboxStore.send('me', 'a', { text: 'kept' });
    outboxStore.send('me', 'a', { text: 'with file', files: [new File(['x'], 'x.txt')] });
    await settle();
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(CHAT_STORAGE_KEYS.outbox('me')) ?? '[]',
    );
    expect(stored).toEqual([expect.objectContaining({ clientId, text: 'kept' })]);
    outboxStore.stop();
    outboxStore.start('me');
    await settle();
    expect(states()).toEqual(['kept:sending']);
    expect(server.calls.at(-1)?.body.clientId).toBe(clientId);
  });

  it('sends the mentions, and keeps them across a reload', async () => {
    const server = controlledSends();
    outboxStore.send('me', 'a', { text: '@Ann hi', mentions: ['ann'] });
    outboxStore.send('me', 'a', { text: 'plain' });
    await settle();
    expect(server.calls[0]?.body).toMatchObject({ text: '@Ann hi', mentions: ['ann'] });
    outboxStore.stop();
    outboxStore.start('me');
    await settle();
    expect(server.calls[1]?.body).toMatchObject({ text: '@Ann hi', mentions: ['ann'] });
    server.stored(1, 1);
    await settle();
    expect(server.calls[2]?.body.text).toBe('plain');
    expect(server.calls[2]?.body).not.toHaveProperty('mentions');
  });

  it('sends a message again without mentions the server refused, rather than failing it', async () => {
    const server = controlledSends();
    const clientId = outboxStore.send('me', 'a', { text: '@Ann hi', mentions: ['ann'] });
    await settle();
    server.calls[0]?.reject(fieldError('mentions', 'validation_mention_invalid'));
    await settle();
    expect(server.calls[1]?.body).toMatchObject({ clientId, text: '@Ann hi' });
    expect(server.calls[1]?.body).not.toHaveProperty('mentions');
    server.calls[1]?.reject(fieldError('mentions', 'validation_mention_invalid'));
    await settle();
    expect(states()).toEqual(['@Ann hi:failed']);
  });

  it('cancels a message on its way when it is discarded', async () => {
    const server = controlledSends();
    const clientId = outboxStore.send('me', 'a', { text: 'oops' });
    outboxStore.send('me', 'a', { text: 'next' });
    await settle();
    const signal: unknown = fakePb.pb.collection('messages').create.mock.calls[0]?.[1];
    outboxStore.discard(clientId);
    await settle();
    expect(signal).toMatchObject({ signal: { aborted: true } });
    expect(states()).toEqual(['next:sending']);
    expect(server.sent()).toEqual(['oops', 'next']);
  });
});
