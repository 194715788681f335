import { i18n } from '@/i18n/i18n';
import { plainText } from '../markdown/plain-text';
import type { LiveEvent } from '../social/live-records';
import type { MessageRecord } from './chat-records';
import type { ChatSummary } from './chat-view-types';
import { mentionsMe } from './mentions';

/** The longest message preview a notification shows, in characters. */
const PREVIEW_MAX = 120;

/** Where the user is when a message arrives. */
export interface Whereabouts {
  me: string;
  /** The chat on screen, or null. */
  activeChat: string | null;
  /** Whether the tab is in front. */
  visible: boolean;
}

/** What to tell the user about a message. */
export interface MessageNews {
  /** The in-app line, e.g. "Ann: see you at 6". */
  line: string;
  /** A browser notification's title (the person, or the group) and body. */
  title: string;
  body: string;
  tag: string;
}

function preview(record: MessageRecord): string {
  const text = plainText(record.text);
  if (!text) return i18n.t('chat.notify.attachment');
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
}

function authorName(summary: ChatSummary, author: string): string {
  const member = summary.members.find((candidate) => candidate.user === author);
  return member?.expand?.user?.nickname || i18n.t('chat.notify.someone');
}

/** A mention's words: "Ann mentioned you: …", naming the group where it was. */
function mentionNews(summary: ChatSummary, name: string, text: string) {
  const direct = summary.chat.kind === 'direct';
  const chat = summary.chat.title;
  return {
    line: direct
      ? i18n.t('chat.mentions.notifyDirect', { name, text })
      : i18n.t('chat.mentions.notifyGroup', { name, chat, text }),
    title: direct ? name : chat,
    body: i18n.t('chat.mentions.notifyDirect', { name, text }),
  };
}

function plainNews(summary: ChatSummary, name: string, text: string) {
  const direct = summary.chat.kind === 'direct';
  return {
    line: direct
      ? i18n.t('chat.notify.direct', { name, text })
      : i18n.t('chat.notify.group', { name, chat: summary.chat.title, text }),
    title: direct ? name : summary.chat.title,
    body: direct ? text : i18n.t('chat.notify.direct', { name, text }),
  };
}

/**
 * What a new message means to the user: news when someone else wrote in a chat that is not muted
 * (or mentioned the user, which gets through a mute), and the user is not reading that chat right
 * now (another chat is on screen, or the tab is hidden). Null otherwise.
 */
export function messageNews(
  event: LiveEvent<MessageRecord>,
  summary: ChatSummary | null,
  where: Whereabouts,
): MessageNews | null {
  const { record } = event;
  // note: a plugin message tells its news in its fallback text.
  if (event.action !== 'create' || record.kind === 'system' || record.deleted) return null;
  const mentioned = mentionsMe(record, where.me);
  if (record.author === where.me || !summary || (summary.muted && !mentioned)) return null;
  if (record.chat === where.activeChat && where.visible) return null;
  const name = authorName(summary, record.author);
  const text = preview(record);
  const news = mentioned ? mentionNews(summary, name, text) : plainNews(summary, name, text);
  return { ...news, tag: `hearth-message-${record.id}` };
}
