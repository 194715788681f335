import { useEffect } from 'react';
import { useUnreadCount } from '../chat/hooks/use-unread-count';
import { documentTitle } from './document-title';

export { documentTitle };

/** Sets the tab title to `title · Hearth` while the page is shown, with unread messages first. */
export function useDocumentTitle(title: string): void {
  const unread = useUnreadCount();
  useEffect(() => {
    document.title = documentTitle(title, unread);
  }, [title, unread]);
}
