import type { BridgeMethod, PluginSurface } from '@hearth/plugin-sdk';

/** The surfaces that belong to a chat (they have a `chatId`). */
const IN_CHAT: readonly PluginSurface[] = ['message', 'command', 'composer', 'panel'];
const EVERYWHERE: readonly PluginSurface[] = [...IN_CHAT, 'widget', 'settings'];

/**
 * Where each method makes sense: the message a frame draws exists only on `message`, only the
 * dialogs and the invisible command frame end themselves, and chat methods need a chat.
 */
export const METHOD_SURFACES: Record<BridgeMethod, readonly PluginSurface[]> = {
  'context.get': EVERYWHERE,
  'frame.resize': EVERYWHERE,
  'frame.close': ['command', 'composer'],
  'message.get': ['message'],
  'members.list': IN_CHAT,
  'message.send': IN_CHAT,
  'storage.get': EVERYWHERE,
  'storage.set': EVERYWHERE,
  'storage.remove': EVERYWHERE,
  'storage.keys': EVERYWHERE,
  'state.list': IN_CHAT,
  'state.set': IN_CHAT,
  'state.remove': IN_CHAT,
  notify: EVERYWHERE,
  'network.log': EVERYWHERE,
};
