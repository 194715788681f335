import { useCallback, useRef, useState } from 'react';
import type { SearchRequest } from '@/shared/chat';

/** No words, no filters. */
export const EMPTY_SEARCH: SearchRequest = { q: '', chat: '', author: '', after: '', before: '' };

interface ChatSearch {
  request: SearchRequest;
  open: boolean;
}

/**
 * The chat screens' two searches, kept while their boxes come and go (phones show the list, the
 * conversation and the search one at a time): the list's, across chats, and one chat's, which
 * shows while that chat is open. Closing a chat's search keeps what was typed in it.
 */
export function useChatSearches(activeChatId: string | null) {
  const [list, setList] = useState<SearchRequest>(EMPTY_SEARCH);
  const [inChat, setInChat] = useState<ChatSearch | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = useCallback((chatId: string, from: HTMLElement | null) => {
    returnFocus.current = from;
    setInChat((held) =>
      held?.request.chat === chatId
        ? { ...held, open: true }
        : { request: { ...EMPTY_SEARCH, chat: chatId }, open: true },
    );
  }, []);
  const close = useCallback(() => {
    setInChat((held) => held && { ...held, open: false });
    // note: after the panel has gone, so the focus lands on a button still there.
    setTimeout(() => returnFocus.current?.focus());
  }, []);
  // Going to another chat closes the search, as leaving it would (what was typed stays).
  if (inChat?.open && inChat.request.chat !== activeChatId) setInChat({ ...inChat, open: false });
  const shown = inChat?.open && inChat.request.chat === activeChatId ? inChat.request : null;
  return {
    list,
    setList,
    /** The open chat's search while it shows, else null. */
    inChat: shown,
    setInChat: (request: SearchRequest) => setInChat({ request, open: true }),
    open,
    close,
  };
}
