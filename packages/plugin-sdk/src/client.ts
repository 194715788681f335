/**
 * What a plugin page imports to talk to Hearth: `connect()` and the typed API it returns. Runs in
 * the plugin's sandboxed frame; no dependencies.
 */
import type { BridgeHost } from './client/bridge-channel.js';
import { BridgeChannel } from './client/bridge-channel.js';
import { clampFrameHeight, watchContentHeight } from './client/auto-resize.js';
import { StateMirror } from './client/state-mirror.js';
import type { PluginContext, PluginMember, PluginMessage, StateEntry } from './protocol.js';

export { PluginError } from './client/plugin-error.js';
export { applyTheme } from './client/theme.js';

/** Stops a listener. */
export type Unsubscribe = () => void;

/** A plugin message to send into the current chat (`messages.send`). */
export interface OutgoingMessage {
  /** One of the message types the manifest declares in `contributes.messages`. */
  type: string;
  /** JSON, at most `PLUGIN_PAYLOAD_MAX_BYTES` (16 000 bytes) as JSON. */
  payload: unknown;
  /** What people without the plugin read instead: plain text, 1 to 1000 characters. */
  fallback: string;
}

export interface ConnectOptions {
  /**
   * Keep the frame as tall as the page's body (within `BRIDGE_LIMITS`), on every surface but
   * `command`. Default `true`.
   */
  autoResize?: boolean;
  /** How long a call waits for the app's answer, in milliseconds. Default 15 000. */
  callTimeoutMs?: number;
}

/** The plugin's per-user storage (`storage`): JSON values under keys of `[A-Za-z0-9._:-]{1,100}`. */
export interface PluginStorage {
  /** The value under `key`, or `null` when there is none. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/**
 * State shared by the chat's members (`state`): the current message's on the `message` surface,
 * else the current chat's. `own: true` reads and writes the caller's own entry under a key (one
 * per member, such as a vote); without it an entry is anyone's to change.
 */
export interface SharedState {
  list(): Promise<StateEntry[]>;
  set(key: string, value: unknown, options?: { own?: boolean }): Promise<void>;
  remove(key: string, options?: { own?: boolean }): Promise<void>;
  /** Calls `listener` with all the entries, as the app sends them, whenever a member changes one. */
  subscribe(listener: (entries: StateEntry[]) => void): Unsubscribe;
  /**
   * Calls `listener` with the entries as they are now, then on every change: the app's, and the
   * page's own `set` and `remove` from the moment they are made (undone if the app refuses
   * them). What a page draws its state from.
   */
  watch(listener: (entries: StateEntry[]) => void): Unsubscribe;
}

/** The app, as a plugin page sees it. Every method rejects with a `PluginError` on failure. */
export interface HearthPlugin {
  /** Where the page is shown and for whom: surface, chat, message, language, theme, grants. */
  context(): Promise<PluginContext>;
  /** Calls `listener` when the language, theme or grants change. */
  onContextChange(listener: (context: PluginContext) => void): Unsubscribe;
  /** Asks for a frame `height` CSS pixels tall (clamped to `BRIDGE_LIMITS`). */
  resize(height: number): Promise<void>;
  /** Ends a `command` or `composer` surface. */
  close(): Promise<void>;
  /** The plugin message this frame draws (`chat.read`, surface `message`). */
  message(): Promise<PluginMessage>;
  /** The chat's members: ids, names, avatar URLs (`chat.read`). */
  members(): Promise<PluginMember[]>;
  /** Sends a plugin message into the current chat as the user (`messages.send`). */
  send(message: OutgoingMessage): Promise<{ id: string }>;
  storage: PluginStorage;
  state: SharedState;
  /** Shows the user a notification (`notifications`). */
  notify(title: string, body?: string): Promise<void>;
  /**
   * `fetch`, after recording the request in the user's activity log (`network`). The page's
   * Content-Security-Policy lets requests reach only the hosts the manifest names.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Stops talking to the app: listeners removed, pending calls failed. */
  disconnect(): void;
}

const DEFAULT_CALL_TIMEOUT_MS = 15_000;
const RATE_LIMIT_RETRIES = 2;

let connected: HearthPlugin | null = null;

/**
 * Connects the page to the app. Call it once, as the page starts: the app pings every frame and
 * unloads one that does not answer, and `connect()` is what answers. Later calls return the same
 * connection.
 *
 * @example
 * import { connect } from '@hearth/plugin-sdk';
 *
 * const hearth = connect();
 * const { surface, locale } = await hearth.context();
 * if (surface === 'command') {
 *   await hearth.send({ type: 'hello', payload: {}, fallback: '👋 Hello!' });
 *   await hearth.close();
 * }
 */
export function connect(options: ConnectOptions = {}): HearthPlugin {
  connected ??= createPlugin({ self: window, parent: window.parent }, options, () => {
    connected = null;
  });
  return connected;
}

/** The API over one bridge between `host.self` and `host.parent` (`connect()` without the singleton). */
export function createPlugin(
  host: BridgeHost,
  options: ConnectOptions = {},
  onDisconnect: () => void = () => {},
): HearthPlugin {
  const channel = new BridgeChannel(host, {
    callTimeoutMs: options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
    rateLimitRetries: RATE_LIMIT_RETRIES,
  });
  const context = cachedContext(channel);
  let stopResizing: Unsubscribe = () => {};
  if (options.autoResize ?? true) {
    void context.get().then(
      ({ surface }) => {
        if (surface === 'command') return;
        stopResizing = watchContentHeight(host.self.document, (height) => {
          // A refused resize leaves the frame as it is; nothing for the plugin to handle.
          channel.call('frame.resize', { height }).catch(() => {});
        });
      },
      () => {},
    );
  }
  return {
    context: context.get,
    onContextChange: (listener) => channel.on('context.changed', listener),
    resize: async (height) => {
      await channel.call('frame.resize', { height: clampFrameHeight(height) });
    },
    close: async () => {
      await channel.call('frame.close', {});
    },
    message: () => channel.call('message.get', {}),
    members: () => channel.call('members.list', {}),
    send: (message) => channel.call('message.send', message),
    storage: pluginStorage(channel),
    state: sharedState(channel),
    notify: async (title, body) => {
      await channel.call('notify', body === undefined ? { title } : { title, body });
    },
    fetch: (input, init) => loggedFetch(channel, input, init),
    disconnect: () => {
      stopResizing();
      channel.close();
      onDisconnect();
    },
  };
}

/** `context.get`, asked once and kept up to date by `context.changed`. */
function cachedContext(channel: BridgeChannel): { get: () => Promise<PluginContext> } {
  let current: Promise<PluginContext> | null = null;
  channel.on('context.changed', (context) => {
    current = Promise.resolve(context);
  });
  return {
    get: () => {
      current ??= channel.call('context.get', {}).catch((error: unknown) => {
        current = null; // note: a failed ask is asked again next time.
        throw error;
      });
      return current;
    },
  };
}

function pluginStorage(channel: BridgeChannel): PluginStorage {
  return {
    get: (key) => channel.call('storage.get', { key }),
    set: async (key, value) => {
      await channel.call('storage.set', { key, value });
    },
    remove: async (key) => {
      await channel.call('storage.remove', { key });
    },
    keys: () => channel.call('storage.keys', {}),
  };
}

function sharedState(channel: BridgeChannel): SharedState {
  const watchers = new Set<(entries: StateEntry[]) => void>();
  const mirror = new StateMirror((entries) => {
    for (const watcher of [...watchers]) watcher(entries);
  });
  let received = false;
  let listing = false;
  channel.on('state.changed', (entries) => {
    received = true;
    mirror.receive(entries);
  });
  const write = async (key: string, own: boolean, value: unknown, call: () => Promise<null>) => {
    const id = mirror.write(key, own, value);
    try {
      await call();
      mirror.settle(id, true);
    } catch (error) {
      mirror.settle(id, false);
      throw error;
    }
  };
  return {
    list: () => channel.call('state.list', {}),
    set: (key, value, options = {}) =>
      write(key, options.own ?? false, value, () =>
        channel.call('state.set', { key, value, ...options }),
      ),
    remove: (key, options = {}) =>
      write(key, options.own ?? false, undefined, () =>
        channel.call('state.remove', { key, ...options }),
      ),
    subscribe: (listener) => channel.on('state.changed', listener),
    watch: (listener) => {
      watchers.add(listener);
      if (received) listener(mirror.entries());
      else if (!listing) {
        listing = true;
        // The list answers what was true when the app read it; state sent since is newer.
        channel.call('state.list', {}).then(
          (entries) => {
            if (received) return;
            received = true;
            mirror.receive(entries);
          },
          () => {
            listing = false;
          },
        );
      }
      return () => watchers.delete(listener);
    },
  };
}

async function loggedFetch(
  channel: BridgeChannel,
  input: string | URL | Request,
  init: RequestInit | undefined,
): Promise<Response> {
  const request = typeof input === 'object' && 'method' in input ? input : null;
  const url = new URL(request ? request.url : String(input), globalThis.location?.href).href;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  // Logged before it leaves: a request the activity log would not show is not made.
  await channel.call('network.log', { url, method });
  return fetch(input, init);
}
