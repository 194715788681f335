import type { Capability } from '@hearth/plugin-sdk';
import type { MessageKey } from '@/i18n/i18n';

/** What each capability lets a plugin do, as the end of "{plugin} is not allowed to …". */
export const CAPABILITY_DOING: Record<Capability, MessageKey> = {
  'messages.send': 'chatPlugins.capabilities.messagesSend',
  'chat.read': 'chatPlugins.capabilities.chatRead',
  storage: 'chatPlugins.capabilities.storage',
  state: 'chatPlugins.capabilities.state',
  notifications: 'chatPlugins.capabilities.notifications',
  network: 'chatPlugins.capabilities.network',
};
