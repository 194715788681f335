import type { ChatSummary, DisplayMessage } from '@/shared/chat';

/** What the signed-in user may do with one message. */
export interface MessageRights {
  reply: boolean;
  react: boolean;
  copyText: boolean;
  copyLink: boolean;
  edit: boolean;
  delete: boolean;
  pin: boolean;
  /** Someone else's message may be reported to the moderators. */
  report: boolean;
}

/** Whether the signed-in user owns or administers the group (false for direct chats). */
function managesGroup(summary: ChatSummary | null): boolean {
  const role = summary?.me.role;
  return summary?.chat.kind === 'group' && (role === 'owner' || role === 'admin');
}

/** Whether the signed-in user pins and unpins in the chat: both in direct chats, managers in groups. */
export function canPin(summary: ChatSummary | null): boolean {
  return summary?.chat.kind === 'direct' || managesGroup(summary);
}

/**
 * The rules of docs/chat-data-model.md for one message: stored text and plugin messages that are
 * not deleted can be replied to, reacted to and linked; authors edit their text messages and
 * delete their own; in groups owners and admins also delete anyone's and pin, while both members
 * of a direct chat pin.
 */
export function messageRights(
  message: DisplayMessage,
  summary: ChatSummary | null,
  me: string,
): MessageRights {
  const record = message.record;
  const live = record !== null && record.kind !== 'system' && !record.deleted;
  // A plugin message is fixed once sent: its plugin's payload is not the user's to edit.
  const editable = live && record.kind === 'text';
  const mine = message.author === me;
  const manager = managesGroup(summary);
  return {
    reply: live,
    react: live,
    copyText: live && message.text !== '',
    copyLink: live,
    edit: editable && mine && message.text !== '',
    delete: live && (mine || manager),
    pin: live && canPin(summary),
    report: live && !mine && message.author !== '',
  };
}
