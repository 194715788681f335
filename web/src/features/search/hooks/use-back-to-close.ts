import { useCallback, useEffect, useState } from 'react';

/** Marks the history entry a view added for itself. */
const ENTRY_MARK = 'hearthOverlay';

function onOwnEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && ENTRY_MARK in state;
}

/**
 * Open/closed state for a view that covers the page (a phone's search), with a history entry of
 * its own while open: the browser's back button or Android's back gesture closes the view rather
 * than leaving the page, as in any messenger. The entry keeps the page's URL and the router's
 * state, so the router sees the page it already shows; closing from the view goes back over the
 * entry, so no stale entry is left behind.
 */
export function useBackToClose(): { open: boolean; show: () => void; close: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const closeOnBack = () => {
      if (!onOwnEntry()) setOpen(false);
    };
    window.addEventListener('popstate', closeOnBack);
    return () => window.removeEventListener('popstate', closeOnBack);
  }, [open]);
  const show = useCallback(() => {
    if (!onOwnEntry()) {
      const state: unknown = window.history.state;
      const kept = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...kept, [ENTRY_MARK]: true }, '');
    }
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    if (onOwnEntry()) window.history.back();
  }, []);
  return { open, show, close };
}
