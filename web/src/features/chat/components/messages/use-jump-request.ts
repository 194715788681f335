import { MESSAGE_LINK_PARAM } from '@hearth/shared';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JumpRequest } from './use-message-jump';

/**
 * The message the conversation is asked to show: from a message link (`?message=`, which then
 * leaves the address so a reload does not jump again), a pin or a reply's quote.
 */
export function useJumpRequest() {
  const [params, setParams] = useSearchParams();
  const linked = params.get(MESSAGE_LINK_PARAM);
  const [request, setRequest] = useState<JumpRequest | null>(null);
  const [seenLink, setSeenLink] = useState<string | null>(null);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) setRequest({ id: linked });
  }
  useEffect(() => {
    if (!linked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MESSAGE_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  return {
    request,
    jump: useCallback((id: string) => setRequest({ id }), []),
    done: useCallback(
      (finished: JumpRequest) => setRequest((current) => (current === finished ? null : current)),
      [],
    ),
  };
}
