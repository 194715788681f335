/**
 * The bridge between a plugin's sandboxed frame and the app: `postMessage` envelopes and the typed
 * methods and events that travel in them. Both sides import this file: the plugin through the SDK
 * client, the app in its frame host. Every envelope carries `hearth: BRIDGE_VERSION`; anything
 * else is ignored.
 */
import type { Capability } from './capabilities.js';
import type { PluginLocale, PluginSurface } from './manifest.js';

export const BRIDGE_VERSION = 1;

/** Limits the app enforces on every frame (the SDK stays inside them). */
export const BRIDGE_LIMITS = {
  /** Calls a frame may make per second; more are refused with `rate_limited`. */
  callsPerSecond: 30,
  /** The largest envelope, as JSON, in characters. */
  maxMessageChars: 64_000,
  /** A frame that does not answer a ping within this many milliseconds is unloaded. */
  pingTimeoutMs: 5_000,
  /** Frame heights the app accepts from `frame.resize`, in CSS pixels. */
  minHeight: 40,
  maxHeight: 480,
} as const;

/** The surface-specific facts a plugin page gets when it starts. */
export interface PluginContext {
  pluginId: string;
  surface: PluginSurface;
  locale: PluginLocale;
  /** The app's current theme, to match it. */
  theme: { mode: 'light' | 'dark'; primary: string; background: string; text: string };
  /** What this user granted the plugin. */
  granted: Capability[];
  /** The current chat (surfaces `message`, `command`, `composer`, `panel`). */
  chatId?: string;
  /** The message being drawn (surface `message`). */
  messageId?: string;
  /** The command the user ran (surface `command`): `/poll a | b` gives `{ name: 'poll', args: 'a | b' }`. */
  command?: { name: string; args: string };
  /** The composer action the user chose (surface `composer`). */
  action?: string;
}

/** A chat member as a plugin may see them (`chat.read`). */
export interface PluginMember {
  id: string;
  name: string;
  /** An absolute URL of a small avatar image, or `''`. */
  avatarUrl: string;
}

/** The plugin message a `message` surface draws (`chat.read`). */
export interface PluginMessage {
  id: string;
  type: string;
  payload: unknown;
  fallback: string;
  author: PluginMember;
  /** The signed-in user wrote it. */
  mine: boolean;
  created: string;
}

/** One entry of a chat's shared state (`state`). */
export interface StateEntry {
  key: string;
  value: unknown;
  /** The member who owns the entry (set with `own: true`), or `''` for an entry any member may change. */
  owner: string;
  /**
   * The signed-in user owns the entry (a poll marks "your vote" with it). The context carries no
   * user id, as `PluginMessage.mine` does for messages.
   */
  mine: boolean;
  updatedBy: string;
  updated: string;
}

/**
 * Every method a plugin can call: its parameters, its answer, and the capability it needs
 * (`null`: none).
 */
export interface BridgeMethods {
  'context.get': { params: Record<string, never>; result: PluginContext; capability: null };
  'frame.resize': { params: { height: number }; result: null; capability: null };
  /** Ends a `command` or `composer` surface (the dialog closes). */
  'frame.close': { params: Record<string, never>; result: null; capability: null };
  'message.get': { params: Record<string, never>; result: PluginMessage; capability: 'chat.read' };
  'members.list': {
    params: Record<string, never>;
    result: PluginMember[];
    capability: 'chat.read';
  };
  'message.send': {
    params: { type: string; payload: unknown; fallback: string };
    result: { id: string };
    capability: 'messages.send';
  };
  'storage.get': { params: { key: string }; result: unknown; capability: 'storage' };
  'storage.set': { params: { key: string; value: unknown }; result: null; capability: 'storage' };
  'storage.remove': { params: { key: string }; result: null; capability: 'storage' };
  'storage.keys': { params: Record<string, never>; result: string[]; capability: 'storage' };
  /** The state of the current message (surface `message`) or else of the current chat. */
  'state.list': { params: Record<string, never>; result: StateEntry[]; capability: 'state' };
  /** `own: true` writes the caller's own entry under `key` (one per member: votes). */
  'state.set': {
    params: { key: string; value: unknown; own?: boolean };
    result: null;
    capability: 'state';
  };
  'state.remove': { params: { key: string; own?: boolean }; result: null; capability: 'state' };
  notify: { params: { title: string; body?: string }; result: null; capability: 'notifications' };
  /** Records a request the plugin made to one of its hosts in the user's activity log. */
  'network.log': { params: { url: string; method: string }; result: null; capability: 'network' };
}

export type BridgeMethod = keyof BridgeMethods;
export type MethodParams<M extends BridgeMethod> = BridgeMethods[M]['params'];
export type MethodResult<M extends BridgeMethod> = BridgeMethods[M]['result'];

/** The capability each method needs; the app's checks and the SDK read it from here. */
export const METHOD_CAPABILITY: { [M in BridgeMethod]: BridgeMethods[M]['capability'] } = {
  'context.get': null,
  'frame.resize': null,
  'frame.close': null,
  'message.get': 'chat.read',
  'members.list': 'chat.read',
  'message.send': 'messages.send',
  'storage.get': 'storage',
  'storage.set': 'storage',
  'storage.remove': 'storage',
  'storage.keys': 'storage',
  'state.list': 'state',
  'state.set': 'state',
  'state.remove': 'state',
  notify: 'notifications',
  'network.log': 'network',
};

/** Events the app sends to a frame. */
export interface BridgeEvents {
  /** The shared state the frame reads changed (surface `message`: its message's; else the chat's). */
  'state.changed': StateEntry[];
  /** Language, theme or grants changed. */
  'context.changed': PluginContext;
}

export type BridgeEvent = keyof BridgeEvents;

/** Why a call failed. */
export type BridgeErrorCode =
  | 'capability_denied'
  | 'method_unknown'
  | 'bad_params'
  | 'rate_limited'
  | 'surface_unsupported'
  | 'refused'
  | 'failed';

export interface BridgeError {
  code: BridgeErrorCode;
  message: string;
}

/** Plugin → app. */
export type PluginEnvelope =
  | { hearth: typeof BRIDGE_VERSION; kind: 'call'; id: number; method: string; params: unknown }
  | { hearth: typeof BRIDGE_VERSION; kind: 'pong'; id: number };

/** App → plugin. */
export type AppEnvelope =
  | { hearth: typeof BRIDGE_VERSION; kind: 'result'; id: number; ok: true; value: unknown }
  | { hearth: typeof BRIDGE_VERSION; kind: 'result'; id: number; ok: false; error: BridgeError }
  | { hearth: typeof BRIDGE_VERSION; kind: 'event'; name: BridgeEvent; data: unknown }
  | { hearth: typeof BRIDGE_VERSION; kind: 'ping'; id: number };
