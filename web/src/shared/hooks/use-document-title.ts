import { useEffect } from 'react';
import { useUnreadCount } from '../chat/hooks/use-unread-count';

/** `(3) Chat · Hearth`: the page's title, after the unread message count when there is one. */
export function documentTitle(title: string, unread: number): string {
  const base = title ? `${title} · Hearth` : 'Hearth';
  return unread > 0 ? `(${unread}) ${base}` : base;
}

/** Sets the tab title to `title · Hearth` while the page is shown, with unread messages first. */
export function useDocumentTitle(title: string): void {
  const unread = useUnreadCount();
  useEffect(() => {
    document.title = documentTitle(title, unread);
  }, [title, unread]);
}
