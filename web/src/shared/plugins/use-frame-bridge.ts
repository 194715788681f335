import type { BridgeMethod, Capability, PluginContext, PluginSurface } from '@hearth/plugin-sdk';
import type { RefObject } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { BridgeHost } from './bridge-host';
import { createBridgeHost } from './bridge-host';
import type { FrameSession } from './frame-handlers';
import { frameHandlers } from './frame-handlers';
import { receiveFrameMessages } from './frame-messages';
import type { InstalledPlugin } from './plugin-catalogue';
import type { PluginHost } from './plugin-host';
import type { StateHandle } from './plugin-state';
import { openState } from './plugin-state';

/**
 * A frame whose page has neither loaded nor said a word by then is pinged anyway: a page that
 * loops forever while it starts never fires `load`.
 */
export const LOAD_GRACE_MS = 15_000;

/** What the bridge reads on every call: the frame's latest props. */
export interface BridgeInputs {
  plugin: InstalledPlugin;
  surface: PluginSurface;
  context: PluginContext;
  capabilities: readonly Capability[];
  host: PluginHost;
  resize(height: number): void;
  close(): void;
  onUnresponsive(): void;
  onDenied?(method: BridgeMethod, capability: Capability): void;
}

/**
 * Connects one iframe to the app: its messages reach a bridge host (checked there), its calls
 * are answered by `frameHandlers`, its shared state pushes `state.changed`, and changes of
 * language, theme or grants push `context.changed`. `instance` changes with every new iframe
 * element (a reload), which gets a bridge of its own. Returns what the iframe's `onLoad` calls.
 */
export function useFrameBridge(
  frame: RefObject<HTMLIFrameElement | null>,
  instance: string,
  inputs: BridgeInputs,
): { onLoad: () => void } {
  const latest = useRef(inputs);
  useLayoutEffect(() => {
    latest.current = inputs;
  });
  const bridge = useRef<{ host: BridgeHost; loaded: () => void } | null>(null);
  const scope = inputs.host.state;
  const scopeKey = scope ? `${scope.chat}/${scope.message}` : '';
  const pluginId = inputs.plugin.id;
  const surface = inputs.surface;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let state: StateHandle | null = null;
    // note: nothing is posted before the page has loaded (see `receiveFrameMessages`).
    let resolved = false;
    const host = createBridgeHost({
      surface,
      frameWindow: () => element.contentWindow,
      capabilities: () => latest.current.capabilities,
      handlers: frameHandlers(() => session()),
      // note: '*' because the frame's origin is opaque (sandboxed); it goes to this frame only.
      post: (envelope) => resolved && element.contentWindow?.postMessage(envelope, '*'),
      onUnresponsive: () => latest.current.onUnresponsive(),
      onDenied: (method, capability) => latest.current.onDenied?.(method, capability),
    });
    const openScope = (): StateHandle | null => {
      const where = latest.current.host.state;
      if (!state && where) {
        state = openState(pluginId, where, (entries) => host.emit('state.changed', entries));
      }
      return state;
    };
    const session = (): FrameSession => ({ ...latest.current, state: openScope });
    // note: opened as the frame is created, so the state loads while its page does (and with the
    // other frames of the chat, in one request).
    if (latest.current.capabilities.includes('state')) openScope();
    const registration = receiveFrameMessages(element, host.receive);
    const loaded = () => {
      resolved = true;
      registration.resolve();
      host.startWatchdog();
    };
    const current = { host, loaded };
    bridge.current = current;
    const grace = setTimeout(loaded, LOAD_GRACE_MS);
    return () => {
      clearTimeout(grace);
      registration.stop();
      host.dispose();
      state?.close();
      if (bridge.current === current) bridge.current = null;
    };
  }, [frame, instance, pluginId, surface, scopeKey]);

  const contextJson = JSON.stringify(inputs.context);
  const sentContext = useRef(contextJson);
  useEffect(() => {
    if (sentContext.current === contextJson) return;
    sentContext.current = contextJson;
    bridge.current?.host.emit('context.changed', latest.current.context);
  }, [contextJson]);

  return { onLoad: () => bridge.current?.loaded() };
}
