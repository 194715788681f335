import type { MessageKey } from '@/i18n/i18n';
import { i18n } from '@/i18n/i18n';
import { notify } from '../ui/notify';
import { friendshipsStore } from './friendships-store';
import type { LiveEvent } from './live-records';
import type { FriendshipRecord } from './social-records';

/** What a change means to `me`: a request arrived, or a request of theirs was accepted. */
export function requestNews(
  event: LiveEvent<FriendshipRecord>,
  me: string,
): { key: MessageKey; name: string } | null {
  const { record } = event;
  if (event.action === 'create' && record.status === 'pending' && record.addressee === me) {
    return {
      key: 'friends.notify.requestReceived',
      name: record.expand?.requester?.nickname ?? '',
    };
  }
  if (event.action === 'update' && record.status === 'accepted' && record.requester === me) {
    return {
      key: 'friends.notify.requestAccepted',
      name: record.expand?.addressee?.nickname ?? '',
    };
  }
  return null;
}

/** A browser notification, when the user allowed them and this tab is not in front. */
function showBrowserNotification(message: string, tag: string): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible') return;
  try {
    // note: one tag per change, so several open tabs show it once.
    new Notification(message, { tag, lang: i18n.language });
  } catch {
    // Some browsers only allow notifications from a service worker; the in-app one is enough.
  }
}

/**
 * Tells `me` when a friend request arrives or one they sent is accepted: an in-app notification
 * (spec section 9's rules), and a browser notification too when they allowed those.
 */
export function startRequestNotifications(me: string): () => void {
  return friendshipsStore.onEvent((event) => {
    const news = requestNews(event, me);
    if (!news) return;
    const message = i18n.t(news.key, { name: news.name });
    notify.info(message);
    showBrowserNotification(message, `hearth-friendship-${event.record.id}-${event.record.status}`);
  });
}
