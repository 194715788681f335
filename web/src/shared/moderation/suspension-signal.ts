import { useSyncExternalStore } from 'react';

/**
 * Whether a suspension notice waits for the sign-in page, and nothing more: the sign-in page's
 * first paint carries this, while the notice itself (its words, the refusal it reads) loads only
 * when there is one to show.
 */

/** Where the notice is kept for the tab: it must survive the trip to /login, and a reload there. */
export const SUSPENSION_NOTICE_KEY = 'hearth_suspension_notice';

const CHANGED = 'hearth:suspension-notice';
/** The notice when storage is refused (private mode): it shows until a reload. */
let unstored: string | null = null;

/** The stored notice as text, if any. */
export function storedSuspensionNotice(): string | null {
  try {
    return sessionStorage.getItem(SUSPENSION_NOTICE_KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

/** Keeps (or, with null, forgets) the notice and tells whoever shows it. */
export function storeSuspensionNotice(text: string | null): void {
  unstored = text;
  try {
    if (text === null) sessionStorage.removeItem(SUSPENSION_NOTICE_KEY);
    else sessionStorage.setItem(SUSPENSION_NOTICE_KEY, text);
  } catch {
    // note: storage may be refused; `unstored` keeps it for this page.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Forgets the notice (a sign-in went through). */
export function clearSuspension(): void {
  if (storedSuspensionNotice() !== null) storeSuspensionNotice(null);
}

/** Calls `listener` whenever the notice changes. */
export function subscribeSuspensionNotice(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** The stored notice's text, re-rendering when it changes. */
export function useStoredSuspensionNotice(): string | null {
  // The prerendered sign-in page has no notice: it shows only after a refusal in the browser.
  return useSyncExternalStore(subscribeSuspensionNotice, storedSuspensionNotice, () => null);
}
