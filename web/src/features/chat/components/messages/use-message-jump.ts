import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { revealMessage } from '@/shared/chat';
import { notify } from '@/shared/ui/notify';
import type { MessageRow } from '@/features/chat/lib/message-rows';

/** How long a message jumped to stays highlighted. */
export const HIGHLIGHT_MS = 3200;

/** A request to show one message (a new object for each request, so the same one can repeat). */
export interface JumpRequest {
  id: string;
}

/** The row of message `id` (a record id), or -1 when it is not loaded. */
export function messageIndex(rows: readonly MessageRow[], id: string): number {
  return rows.findIndex((row) => row.kind === 'message' && row.message.record?.id === id);
}

/**
 * Carries out `request`: loads the message's page of history when it is not loaded (a notice
 * says so when it is gone or out of reach), scrolls it into the middle, focuses it and returns
 * its id while it is to be highlighted; `onDone` is called when the jump is over.
 */
export function useMessageJump(options: {
  chatId: string;
  request: JumpRequest | null;
  rows: readonly MessageRow[];
  scrollToIndex: (index: number) => void;
  focusKey: (key: string) => void;
  onDone: (request: JumpRequest) => void;
}): string | null {
  const { t } = useTranslation();
  const { chatId, request, rows } = options;
  const index = request ? messageIndex(rows, request.id) : -1;
  const found = index >= 0;
  const latest = useRef(options);
  const asked = useRef<JumpRequest | null>(null);
  const shown = useRef<JumpRequest | null>(null);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!request || found || asked.current === request) return;
    asked.current = request;
    void revealMessage(chatId, request.id).then((revealed) => {
      if (revealed) return;
      notify.warning(t('chat.jump.missing'));
      latest.current.onDone(request);
    });
  }, [chatId, request, found, t]);

  useEffect(() => {
    const row = rows[index];
    if (!request || !row || shown.current === request) return;
    shown.current = request;
    latest.current.scrollToIndex(index);
    latest.current.focusKey(row.key);
  }, [request, rows, index]);

  useEffect(() => {
    if (!request || !found) return undefined;
    const timer = setTimeout(() => latest.current.onDone(request), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [request, found]);

  return request && found ? request.id : null;
}
