/**
 * Plugins' data and host: the installed plugins and the user's grants (live), the sandboxed frame
 * a plugin runs in and its bridge, and the storage, shared state and activity log plugins use.
 * Features use only what this module exports.
 */
export type { Capability, PluginManifest, PluginSurface } from '@hearth/plugin-sdk';
export type {
  EnabledPlugin,
  InstalledPlugin,
  PluginCatalogue,
  PluginGrant,
} from './plugin-catalogue';
export {
  applyGrantChange,
  effectiveCapabilities,
  enabledPlugins,
  isEnabled,
  needsConsent,
} from './plugin-catalogue';
export { usePluginCatalogue } from './hooks/use-plugin-catalogue';

export { PluginFrame } from './plugin-frame';
export type { PluginFrameProps } from './plugin-frame';
export type { FrameContext, OutgoingPluginMessage, PluginHost } from './plugin-host';
export type { StateScope } from './plugin-state';
export { clampFrameHeight, DEFAULT_FRAME_HEIGHT } from './frame-height';
