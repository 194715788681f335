/**
 * Chat's data layer: the signed-in user's chats, conversations, outbox, read state, typing and
 * notifications, kept live over realtime. Screens use only what this module exports.
 */
export type { ChatMemberRecord, ChatRecord, MessageRecord } from './chat-records';
export { CHAT_COLLECTIONS } from './chat-records';
export type {
  ChatSummary,
  ConversationState,
  DeliveryState,
  DisplayMessage,
  PendingFile,
} from './chat-view-types';

export { useChatList } from './hooks/use-chat-list';
export type { ChatList } from './hooks/use-chat-list';
export { useConversation } from './hooks/use-conversation';
export type { Conversation } from './hooks/use-conversation';
export { useTypingUsers } from './hooks/use-typing-users';
export { useDraft } from './hooks/use-draft';
export { useUnreadTotal } from './hooks/use-unread-total';
export { useChatSettings } from './hooks/use-chat-settings';
export type { ChatSettings } from './hooks/use-chat-settings';
export { useChatNotifications } from './hooks/use-chat-notifications';
export { useProtectedFileUrl } from './hooks/use-protected-file-url';

export {
  deleteMessage,
  discardMessage,
  editMessage,
  hidePreview,
  retryMessage,
  sendMessage,
  sendPluginMessage,
} from './message-commands';
export type { PluginMessageInput } from './message-commands';
export type { SendInput } from './outbox-store';
export { signalTyping } from './typing-signal';
export {
  addMembers,
  createGroup,
  deleteGroup,
  leaveChat,
  openDirectChat,
  removeMember,
  renameGroup,
  setGroupAvatar,
  setMemberRole,
  setMuted,
  transferOwnership,
} from './chat-commands';
export { getProtectedFileUrl } from './protected-file-url';

export type { MentionName } from './mentions';
export { mentionedIds } from './mentions';
export { readDraftMentions, writeDraftMentions } from './drafts';
export type { MessageHit, SearchRequest } from './search-api';
export { useMessageSearch } from './hooks/use-message-search';
export type { MessageSearch, MoreResults } from './hooks/use-message-search';

export type { ReactionRecord, PinRecord } from './chat-records';
export type { MessageReactions } from './reaction-store';
export type { ReactionGroup } from './reaction-groups';
export { groupReactions } from './reaction-groups';
export { useMessageReactions } from './hooks/use-message-reactions';
export { useRecentReactions } from './hooks/use-recent-reactions';
export { DEFAULT_REACTIONS, quickReactions } from './recent-reactions';
export { toggleReaction } from './reaction-commands';
export type { PinnedMessage } from './pins-api';
export { usePins } from './hooks/use-pins';
export { pinMessage, unpinMessage } from './pin-commands';
export { revealMessage } from './message-reveal';
