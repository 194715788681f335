const shown = new Map<string, number>();

/** Marks `chat` as on screen until the returned release is called (nesting is fine). */
export function showChat(chat: string): () => void {
  shown.set(chat, (shown.get(chat) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (shown.get(chat) ?? 1) - 1;
    if (count > 0) shown.set(chat, count);
    else shown.delete(chat);
  };
}

/** Whether `chat` is open on screen (the tab may be hidden). */
export function isOnScreen(chat: string): boolean {
  return shown.has(chat);
}

/** Whether the user is reading `chat` now: open on screen, in a tab in front. */
export function isBeingRead(chat: string): boolean {
  return isOnScreen(chat) && document.visibilityState === 'visible';
}
