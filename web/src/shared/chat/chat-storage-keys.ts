/** Chat's local storage keys; each user's data under their own key, so accounts never mix. */
export const CHAT_STORAGE_KEYS = {
  outbox: (user: string) => `hearth.chat.outbox.${user}`,
  draft: (user: string, chat: string) => `hearth.chat.draft.${user}.${chat}`,
  draftMentions: (user: string, chat: string) => `hearth.chat.draftMentions.${user}.${chat}`,
  sound: 'hearth.chat.sound',
  recentReactions: (user: string) => `hearth.chat.recentReactions.${user}`,
} as const;
