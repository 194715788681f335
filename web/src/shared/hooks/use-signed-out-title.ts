import { useEffect } from 'react';
import { documentTitle } from './document-title';

/**
 * Sets the tab title of a signed-out page to `title · Hearth`. No unread count: no one is
 * signed in, and leaving the chat stores out keeps them off the sign-in page's first paint.
 */
export function useSignedOutTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title, 0);
  }, [title]);
}
