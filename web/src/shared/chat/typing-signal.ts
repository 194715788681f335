import { TYPING_SIGNAL_INTERVAL_MS } from '@hearth/shared';
import { postTyping } from './chat-api';

const lastSent = new Map<string, number>();

/**
 * Tells the chat's other members the user is typing: at most one signal per
 * TYPING_SIGNAL_INTERVAL_MS per chat, which keeps the indicator alive on their side.
 */
export function signalTyping(chat: string): void {
  const now = Date.now();
  const last = lastSent.get(chat);
  if (last !== undefined && now - last < TYPING_SIGNAL_INTERVAL_MS) return;
  lastSent.set(chat, now);
  postTyping(chat).catch(() => {
    // note: a lost signal only means the indicator shows a little late; the next keystroke retries.
    if (lastSent.get(chat) === now) lastSent.delete(chat);
  });
}

/**
 * Lets the next keystroke signal at once: a message just sent cleared the indicator on the other
 * side, so typing on should show again without waiting out the interval.
 */
export function resetTypingSignal(chat: string): void {
  lastSent.delete(chat);
}
