export * from './capabilities.js';
export * from './manifest.js';
export * from './protocol.js';
export { applyTheme, connect, PluginError } from './client.js';
export type {
  ConnectOptions,
  HearthPlugin,
  OutgoingMessage,
  PluginStorage,
  SharedState,
  Unsubscribe,
} from './client.js';
