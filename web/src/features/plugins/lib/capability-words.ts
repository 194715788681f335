import type { Capability } from '@hearth/plugin-sdk';
import type { MessageKey } from '@/i18n/i18n';

/**
 * Each capability in plain words, and what stops working when the user leaves it off: the one
 * table the catalogue, the consent dialog and the detail's switches read, so they never disagree.
 */
export const CAPABILITY_WORDS: Record<Capability, { label: MessageKey; whenOff: MessageKey }> = {
  'messages.send': {
    label: 'plugins.capabilities.messagesSend.label',
    whenOff: 'plugins.capabilities.messagesSend.whenOff',
  },
  'chat.read': {
    label: 'plugins.capabilities.chatRead.label',
    whenOff: 'plugins.capabilities.chatRead.whenOff',
  },
  storage: {
    label: 'plugins.capabilities.storage.label',
    whenOff: 'plugins.capabilities.storage.whenOff',
  },
  state: {
    label: 'plugins.capabilities.state.label',
    whenOff: 'plugins.capabilities.state.whenOff',
  },
  notifications: {
    label: 'plugins.capabilities.notifications.label',
    whenOff: 'plugins.capabilities.notifications.whenOff',
  },
  network: {
    label: 'plugins.capabilities.network.label',
    whenOff: 'plugins.capabilities.network.whenOff',
  },
};
