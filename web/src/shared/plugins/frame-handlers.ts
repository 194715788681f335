import type { PluginContext } from '@hearth/plugin-sdk';
import { isSdkError } from '../lib/api-error';
import { BridgeFailure } from './bridge-failure';
import type { BridgeHandlers } from './bridge-host';
import { allowsHost } from './network-hosts';
import { logActivity, logRead } from './plugin-activity';
import type { InstalledPlugin } from './plugin-catalogue';
import type { PluginHost } from './plugin-host';
import { notifyFromPlugin } from './plugin-notify';
import type { StateHandle } from './plugin-state';
import { storageGet, storageKeys, storageRemove, storageSet } from './plugin-storage';

/** What one frame's handlers work with, read afresh on every call. */
export interface FrameSession {
  plugin: InstalledPlugin;
  context: PluginContext;
  host: PluginHost;
  resize(height: number): void;
  close(): void;
  /** The frame's shared state, or null where it has none. */
  state(): StateHandle | null;
}

function unsupported(what: string): never {
  throw new BridgeFailure('surface_unsupported', `${what} is not available here.`);
}

/** A server's refusal (bad input, a capability the server does not see) as the plugin reads it. */
async function server<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSdkError(error) && error.status >= 400 && error.status < 500) {
      throw new BridgeFailure('refused', error.message || 'The server refused this.');
    }
    throw error;
  }
}

function state(session: FrameSession): StateHandle {
  return session.state() ?? unsupported('Shared state');
}

/** Logs a read of the chat by the plugin (at most once per plugin and chat every 10 minutes). */
function read(session: FrameSession): void {
  const chat = session.context.chatId;
  if (chat) logRead(session.plugin.id, chat, session.host.chatName ?? '');
}

/**
 * The app's side of every bridge method for one frame. The dispatcher has already checked the
 * capability, the surface and the parameters' shape; what is left is what only the frame's
 * plugin and host can say (its message types, its hosts, the chat it is in).
 */
export function frameHandlers(current: () => FrameSession): BridgeHandlers {
  return {
    'context.get': () => current().context,
    'frame.resize': ({ height }) => {
      current().resize(height);
      return null;
    },
    'frame.close': () => {
      current().close();
      return null;
    },
    'message.get': () => {
      const session = current();
      const message = session.host.getMessage?.() ?? unsupported('The message');
      read(session);
      return message;
    },
    'members.list': () => {
      const session = current();
      const members = session.host.listMembers?.() ?? unsupported('The members');
      read(session);
      return members;
    },
    'message.send': (message) => {
      const session = current();
      const declared = session.plugin.manifest.contributes.messages ?? [];
      if (!declared.some((contribution) => contribution.type === message.type)) {
        throw new BridgeFailure(
          'bad_params',
          `The manifest declares no message type \`${message.type}\`.`,
        );
      }
      const send = session.host.sendMessage ?? unsupported('Sending');
      return server(() => send(message));
    },
    'storage.get': ({ key }) => server(() => storageGet(current().plugin.id, key)),
    'storage.set': ({ key, value }) =>
      server(() => storageSet(current().plugin.id, key, value)).then(() => null),
    'storage.remove': ({ key }) =>
      server(() => storageRemove(current().plugin.id, key)).then(() => null),
    'storage.keys': () => server(() => storageKeys(current().plugin.id)),
    'state.list': () => server(() => state(current()).list()),
    'state.set': ({ key, value, own }) =>
      server(() => state(current()).set(key, value, own === true)).then(() => null),
    'state.remove': ({ key, own }) =>
      server(() => state(current()).remove(key, own === true)).then(() => null),
    notify: ({ title, body }) => {
      const session = current();
      notifyFromPlugin(session.plugin, title, body ?? '');
      void logActivity(session.plugin.id, 'notified', title, session.context.chatId);
      return null;
    },
    'network.log': ({ url, method }) => {
      const session = current();
      if (!allowsHost(session.plugin.manifest.network ?? [], url)) {
        throw new BridgeFailure('refused', 'The manifest does not name this host.');
      }
      void logActivity(session.plugin.id, 'fetched', `${method} ${url}`, session.context.chatId);
      return null;
    },
  };
}
