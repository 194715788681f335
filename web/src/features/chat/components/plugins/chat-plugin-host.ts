import type { PluginMember, PluginMessage } from '@hearth/plugin-sdk';
import type { ChatSummary, MessageRecord } from '@/shared/chat';
import { sendPluginMessage } from '@/shared/chat';
import { avatarThumbUrl } from '@/shared/lib/user-images';
import type { UserRecord } from '@/shared/lib/user-record';
import type { InstalledPlugin, PluginHost } from '@/shared/plugins';
import { userOf } from '@/features/chat/lib/chat-people';

/** An image URL a frame can load: frames have an opaque origin, so relative URLs mean nothing. */
function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return '';
  }
}

function memberOf(id: string, user: UserRecord | null): PluginMember {
  return { id, name: user?.nickname ?? '', avatarUrl: user ? absolute(avatarThumbUrl(user)) : '' };
}

/** The chat's members as a plugin sees them (`chat.read`): names and small avatars. */
export function pluginMembers(summary: ChatSummary | null): PluginMember[] {
  return (summary?.members ?? []).map((member) =>
    memberOf(member.user, userOf(summary, member.user)),
  );
}

/** A plugin message record as the plugin that draws it reads it (`message.get`). */
export function pluginMessage(
  record: MessageRecord,
  summary: ChatSummary | null,
  me: string,
): PluginMessage {
  return {
    id: record.id,
    type: record.pluginType ?? '',
    payload: record.payload ?? null,
    fallback: record.text,
    author: memberOf(record.author, userOf(summary, record.author)),
    mine: record.author === me,
    created: record.created,
  };
}

/**
 * The chat's side of a plugin frame in it: its members, sending into it as the user, and the
 * chat's shared state (a message frame's host adds its message).
 */
export function chatHost(
  plugin: InstalledPlugin,
  summary: ChatSummary | null,
  chatName: string,
): PluginHost {
  const chatId = summary?.chat.id ?? '';
  return {
    chatName,
    listMembers: () => pluginMembers(summary),
    sendMessage: async (message) => {
      const record = await sendPluginMessage(chatId, {
        plugin: plugin.pluginId,
        pluginType: message.type,
        payload: message.payload,
        text: message.fallback,
      });
      return { id: record.id };
    },
    state: { chat: chatId, message: '' },
  };
}

/** The host of the frame that draws `record`: the chat's, with the message and its state. */
export function messageHost(
  plugin: InstalledPlugin,
  record: MessageRecord,
  summary: ChatSummary | null,
  me: string,
  chatName: string,
): PluginHost {
  return {
    ...chatHost(plugin, summary, chatName),
    getMessage: () => pluginMessage(record, summary, me),
    state: { chat: record.chat, message: record.id },
  };
}
