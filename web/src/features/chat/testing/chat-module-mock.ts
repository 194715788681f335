import { vi } from 'vitest';
import type * as ChatModule from '@/shared/chat';
import type { MessageReactions } from '@/shared/chat';

/** The data layer's commands as the message list tests see them. */
export const chatMocks = {
  retryMessage: vi.fn(),
  discardMessage: vi.fn(),
  revealMessage: vi.fn((_chat: string, _id: string) => Promise.resolve(true)),
  toggleReaction: vi.fn((_chat: string, _id: string, _emoji: string) => Promise.resolve()),
  pinMessage: vi.fn(() => Promise.resolve()),
  unpinMessage: vi.fn(() => Promise.resolve()),
  reactions: new Map() as MessageReactions,
};

/** `@/shared/chat` for `vi.mock`: its pure helpers as they are, its commands and stores faked. */
export async function mockedChatModule() {
  const actual = await vi.importActual<typeof ChatModule>('@/shared/chat');
  return {
    groupReactions: actual.groupReactions,
    quickReactions: actual.quickReactions,
    DEFAULT_REACTIONS: actual.DEFAULT_REACTIONS,
    retryMessage: chatMocks.retryMessage,
    discardMessage: chatMocks.discardMessage,
    revealMessage: chatMocks.revealMessage,
    toggleReaction: chatMocks.toggleReaction,
    pinMessage: chatMocks.pinMessage,
    unpinMessage: chatMocks.unpinMessage,
    useMessageReactions: () => chatMocks.reactions,
    useRecentReactions: () => [],
    useProtectedFileUrl: () => '',
  };
}
