import { useCallback, useEffect, useState } from 'react';
import { describeError } from '@/shared/lib/api-error';
import type { MessageHit, SearchPage, SearchRequest } from '../search-api';
import { searchMessages } from '../search-api';
import { searchReadiness } from '../search-query';

/** Waits this long after the last keystroke (or filter change) before searching. */
export const MESSAGE_SEARCH_DEBOUNCE_MS = 250;

/** Whether more results can be asked for, are on their way, or failed to come. */
export type MoreResults = 'none' | 'available' | 'loading' | 'failed';

/** A message search as a screen shows it. */
export type MessageSearch =
  | { status: 'idle' }
  | { status: 'tooShort' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry(): void }
  | { status: 'done'; hits: readonly MessageHit[]; more: MoreResults; loadMore(): void };

type Answer =
  | { key: string; hits: readonly MessageHit[]; page: number; more: MoreResults }
  | { key: string; error: unknown };

/** A request as one string: it changes only when what is searched changes. */
function keyOf(request: SearchRequest): string {
  const { q, chat, author, after, before } = request;
  return new URLSearchParams({ q: q.trim(), chat, author, after, before }).toString();
}

function requestOf(key: string): SearchRequest {
  const params = new URLSearchParams(key);
  const get = (name: keyof SearchRequest) => params.get(name) ?? '';
  return {
    q: get('q'),
    chat: get('chat'),
    author: get('author'),
    after: get('after'),
    before: get('before'),
  };
}

/** The next page after the held ones; a message the server moved between pages shows once. */
function withPage(held: Answer, key: string, page: SearchPage): Answer {
  if (held.key !== key || !('hits' in held)) return held;
  const known = new Set(held.hits.map((hit) => hit.message.id));
  const fresh = page.hits.filter((hit) => !known.has(hit.message.id));
  return {
    key,
    hits: [...held.hits, ...fresh],
    page: held.page + 1,
    more: page.hasMore ? 'available' : 'none',
  };
}

/**
 * `value` once it has stopped changing for `delayMs`, starting from nothing: a search box that
 * opens with words in it, or whose first letter mounts the results, also waits for typing to
 * pause before asking.
 */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const nothingYet = (key: string): Answer => ({ key, hits: [], page: 0, more: 'none' });

const aborted = (error: unknown) => describeError(error).kind === 'aborted';

/**
 * Searches messages as the user types (debounced), a page at a time. An answer counts only while
 * it answers what is asked now, so a slow answer to an older query never shows; `requestKey`
 * also cancels it on the wire.
 */
export function useMessageSearch(request: SearchRequest, requestKey: string): MessageSearch {
  const key = keyOf(request);
  const asked = useSettled(key, MESSAGE_SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const wanted = requestOf(asked);
    if (searchReadiness(wanted.q) !== 'ready') return undefined;
    let current = true;
    searchMessages(wanted, 1, requestKey).then(
      (page) => {
        if (current) setAnswer(withPage(nothingYet(asked), asked, page));
      },
      (error: unknown) => {
        if (current && !aborted(error)) setAnswer({ key: asked, error });
      },
    );
    return () => {
      current = false;
    };
  }, [asked, requestKey, attempt]);

  const loadMore = useCallback(() => {
    if (!answer || !('hits' in answer) || answer.more === 'none' || answer.more === 'loading') {
      return;
    }
    const { key: shown, page } = answer;
    const settle = (more: MoreResults) =>
      setAnswer((held) => (held?.key === shown && 'hits' in held ? { ...held, more } : held));
    settle('loading');
    searchMessages(requestOf(shown), page + 1, requestKey).then(
      (next) => setAnswer((held) => held && withPage(held, shown, next)),
      (error: unknown) => settle(aborted(error) ? 'available' : 'failed'),
    );
  }, [answer, requestKey]);

  const readiness = searchReadiness(request.q);
  if (readiness === 'empty') return { status: 'idle' };
  if (readiness === 'tooShort') return { status: 'tooShort' };
  if (!answer || answer.key !== key || asked !== key) return { status: 'loading' };
  if ('error' in answer) {
    const retry = () => {
      setAnswer(null);
      setAttempt((n) => n + 1);
    };
    return { status: 'failed', error: answer.error, retry };
  }
  return { status: 'done', hits: answer.hits, more: answer.more, loadMore };
}
