import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { fakePb } from '@/testing/fake-pb';
import type { MessageHit, SearchRequest } from '../search-api';
import { messageRecord } from '../test-records';
import { useMessageSearch } from './use-message-search';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

type Query = Record<string, string | number>;

/** The server's side: each search waits until the test answers it. */
function controlledSearches() {
  const calls: {
    query: Query;
    key: string;
    answer(items: MessageHit[]): void;
    fail(e: unknown): void;
  }[] = [];
  fakePb.pb.send.mockImplementation(
    (_path: string, options?: { query?: Query; requestKey?: string }) =>
      new Promise((resolve, reject) => {
        const query = options?.query ?? {};
        const key = options?.requestKey ?? '';
        calls.push({ query, key, answer: (items) => resolve({ items }), fail: reject });
      }),
  );
  return calls;
}

const hit = (id: number): MessageHit => ({
  message: messageRecord('a', id, 'ann', { text: `lunch ${id}` }),
  highlights: [[0, 5]],
});
const hits = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => hit(from + i));
const request = (fields: Partial<SearchRequest> = {}): SearchRequest => ({
  q: '',
  chat: '',
  author: '',
  after: '',
  before: '',
  ...fields,
});
const settle = () => act(() => vi.advanceTimersByTimeAsync(250));
const texts = (state: ReturnType<typeof useMessageSearch>) =>
  state.status === 'done' ? state.hits.map((found) => found.message.text) : state.status;

beforeEach(() => {
  vi.useFakeTimers();
  fakePb.reset();
});
afterEach(() => vi.useRealTimers());

describe('useMessageSearch', () => {
  it('searches once typing pauses, with the filters, and shows the answer', async () => {
    const calls = controlledSearches();
    const filters = { chat: 'a', author: 'ann', after: '2024-05-01', before: '2024-06-01' };
    const { result, rerender } = renderHook(
      (q: string) => useMessageSearch(request({ q, ...filters }), 'box'),
      {
        initialProps: '',
      },
    );
    rerender('l');
    rerender('lu');
    rerender('lunch ');
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      key: 'box',
      query: { q: 'lunch', ...filters, page: 1, perPage: 20 },
    });
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]?.answer([hit(1)]));
    expect(texts(result.current)).toEqual(['lunch 1']);
  });

  it('ignores the answer to an older query that comes last', async () => {
    const calls = controlledSearches();
    const { result, rerender } = renderHook(
      (q: string) => useMessageSearch(request({ q }), 'box'),
      {
        initialProps: 'lun',
      },
    );
    await settle();
    rerender('lunch');
    await settle();
    await act(async () => calls[1]?.answer([hit(2)]));
    await act(async () => calls[0]?.answer([hit(1)]));
    expect(calls.map((call) => call.query['q'])).toEqual(['lun', 'lunch']);
    expect(texts(result.current)).toEqual(['lunch 2']);
  });

  it('waits for two Chinese or Japanese characters, but searches one Latin letter', async () => {
    const calls = controlledSearches();
    const { result, rerender } = renderHook(
      (q: string) => useMessageSearch(request({ q }), 'box'),
      {
        initialProps: '東',
      },
    );
    await settle();
    expect(result.current.status).toBe('tooShort');
    rerender('東京');
    await settle();
    rerender('a');
    await settle();
    expect(calls.map((call) => call.query['q'])).toEqual(['東京', 'a']);
  });

  it('loads more a page at a time, each message once', async () => {
    const calls = controlledSearches();
    const { result } = renderHook(() => useMessageSearch(request({ q: 'lunch' }), 'box'));
    await settle();
    await act(async () => calls[0]?.answer(hits(1, 20)));
    const first = result.current;
    expect(first.status === 'done' && first.more).toBe('available');
    await act(async () => (first.status === 'done' ? first.loadMore() : undefined));
    expect(calls[1]?.query).toMatchObject({ q: 'lunch', page: 2 });
    await act(async () => calls[1]?.answer(hits(20, 3)));
    const next = result.current;
    expect(texts(next)).toHaveLength(22);
    expect(next.status === 'done' && next.more).toBe('none');
  });

  it('shows a failure with a retry, and never a cancelled request', async () => {
    const calls = controlledSearches();
    const { result, rerender } = renderHook(
      (q: string) => useMessageSearch(request({ q }), 'box'),
      {
        initialProps: 'lunch',
      },
    );
    await settle();
    await act(async () => calls[0]?.fail(new ClientResponseError({ status: 0, isAbort: true })));
    expect(result.current.status).toBe('loading');
    rerender('lunches');
    await settle();
    await act(async () => calls[1]?.fail(new ClientResponseError({ status: 500, response: {} })));
    const failed = result.current;
    expect(failed.status).toBe('failed');
    await act(async () => (failed.status === 'failed' ? failed.retry() : undefined));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[2]?.answer([hit(3)]));
    expect(calls[2]?.query['q']).toBe('lunches');
    expect(texts(result.current)).toEqual(['lunch 3']);
  });
});
