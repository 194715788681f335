import { createContext, useContext } from 'react';

/** Opens the search of one chat; `from` gets the focus back when it closes. */
export type OpenChatSearch = (chatId: string, from: HTMLElement | null) => void;

/** Given by the chat layout, which shows the search beside (or, on phones, over) the chat. */
export const ChatSearchOpener = createContext<OpenChatSearch | null>(null);

/** How to open a chat's search; null where no layout shows one. */
export function useChatSearchOpener(): OpenChatSearch | null {
  return useContext(ChatSearchOpener);
}
