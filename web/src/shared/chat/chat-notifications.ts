import { i18n } from '@/i18n/i18n';
import { notify } from '../ui/notify';
import { chatListStore } from './chat-list-store';
import { listenToChats } from './chat-stream';
import type { MessageNews } from './message-news';
import { messageNews } from './message-news';
import { playMessageSound } from './notification-sound';
import { isSoundOn } from './sound-setting';

/**
 * A browser notification, when the user allowed them (the browser-notification setting friend
 * requests use too; permission is only ever asked for there). Returns whether one was shown.
 */
function showBrowserNotification(news: MessageNews): boolean {
  if (!('Notification' in window) || Notification.permission !== 'granted') return false;
  try {
    // note: one tag per message, so several open tabs show it once.
    new Notification(news.title, { body: news.body, tag: news.tag, lang: i18n.language });
    return true;
  } catch {
    return false; // Some browsers only allow them from a service worker; the in-app one shows.
  }
}

/**
 * Tells `me` about new messages in chats they are not reading: in the app while the tab is in
 * front, through the browser while it is hidden (in the app too when the browser may not), and
 * with a short chime when the sound setting is on. Muted chats stay quiet, except for a message
 * that mentions `me`.
 */
export function startChatNotifications(me: string, activeChat: () => string | null): () => void {
  const stream = listenToChats({
    message(event, local) {
      if (local) return;
      const visible = document.visibilityState === 'visible';
      const summary = chatListStore.summary(event.record.chat);
      const news = messageNews(event, summary, { me, activeChat: activeChat(), visible });
      if (!news) return;
      if (visible || !showBrowserNotification(news)) notify.info(news.line);
      if (isSoundOn()) playMessageSound();
    },
  });
  return () => stream.stop();
}
