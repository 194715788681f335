import { localize } from '@hearth/plugin-sdk';
import type { BridgeMethod, Capability, PluginContext, PluginSurface } from '@hearth/plugin-sdk';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import {
  cancelResize,
  clampFrameHeight,
  DEFAULT_FRAME_HEIGHT,
  scheduleResize,
} from './frame-height';
import { frameSrc } from './frame-src';
import type { InstalledPlugin, PluginGrant } from './plugin-catalogue';
import { effectiveCapabilities } from './plugin-catalogue';
import type { FrameContext, PluginHost } from './plugin-host';
import { useFrameBridge } from './use-frame-bridge';

const NO_HOST: PluginHost = {};

/** Where a hidden frame runs: in the page, but out of sight, reach and the layout. */
const HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  pointerEvents: 'none',
  overflow: 'hidden',
} as const;

export interface PluginFrameProps {
  plugin: InstalledPlugin;
  grant: PluginGrant;
  surface: PluginSurface;
  /** The chat, message, command or action the surface is about. */
  context?: FrameContext;
  host?: PluginHost;
  /** The plugin ended its surface (`frame.close`, on `command` and `composer`). */
  onClosed?: () => void;
  /** The frame stopped answering and was unloaded. */
  onStopped?: () => void;
  /** The plugin called a method it was not granted (a command's frame tells the user). */
  onDenied?: (method: BridgeMethod, capability: Capability) => void;
  /** Runs out of sight (a slash command's frame). */
  hidden?: boolean;
  /** The height to start at (a message type's, or the last one shown), before the plugin resizes. */
  height?: number;
  /** Every height the plugin asks for (so a remount starts at it: no jump). */
  onHeight?: (height: number) => void;
  /** Takes its container's height instead of the plugin's (the side panel). */
  fill?: boolean;
  title?: string;
}

/**
 * A plugin's page in a sandboxed frame (`allow-scripts` only: an opaque origin that reaches
 * nothing of the app's), connected to the app through the bridge. A frame that stops answering is
 * unloaded, with a way to load it again; nothing it does can throw into the app.
 */
export function PluginFrame(props: PluginFrameProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const { plugin, grant, surface, hidden = false } = props;
  const [instance, setInstance] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [height, setHeight] = useState(() =>
    clampFrameHeight(props.height ?? DEFAULT_FRAME_HEIGHT),
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const [resizer] = useState(() => ({}));
  useEffect(() => () => cancelResize(resizer), [resizer]);
  const capabilities = useMemo(() => effectiveCapabilities(plugin, grant), [plugin, grant]);
  const { chatId, messageId, command, action } = props.context ?? {};
  const mode = theme.palette.mode;
  const primary = theme.palette.primary.main;
  const background = theme.palette.background.paper;
  const text = theme.palette.text.primary;
  const context = useMemo<PluginContext>(
    () => ({
      pluginId: plugin.pluginId,
      surface,
      locale: i18n.language,
      theme: { mode, primary, background, text },
      granted: capabilities,
      ...(chatId !== undefined && { chatId }),
      ...(messageId !== undefined && { messageId }),
      ...(command !== undefined && { command }),
      ...(action !== undefined && { action }),
    }),
    [
      plugin.pluginId,
      surface,
      i18n.language,
      mode,
      primary,
      background,
      text,
      capabilities,
      chatId,
      messageId,
      command,
      action,
    ],
  );
  const onStopped = props.onStopped;
  useEffect(() => {
    if (stopped) onStopped?.();
  }, [stopped, onStopped]);

  // note: a new version of the plugin is a new page: its frame loads again.
  const key = `${plugin.version}:${instance}`;
  // note: a stopped frame is gone, and so is its bridge (its state scope, its registration).
  const bridge = useFrameBridge(frame, stopped ? 'stopped' : key, {
    plugin,
    surface,
    context,
    capabilities,
    host: props.host ?? NO_HOST,
    resize: (asked) => {
      const next = clampFrameHeight(asked);
      const onHeight = props.onHeight;
      scheduleResize(resizer, () => {
        setHeight(next);
        onHeight?.(next);
      });
    },
    close: () => props.onClosed?.(),
    onUnresponsive: () => setStopped(true),
    onDenied: props.onDenied,
  });

  const name = localize(plugin.manifest.name, i18n.language);
  if (stopped) {
    if (hidden) return null;
    return (
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setStopped(false);
              setInstance((count) => count + 1);
            }}
          >
            {t('chatPlugins.reload')}
          </Button>
        }
        sx={props.fill ? { m: 1 } : undefined}
      >
        {t('chatPlugins.stopped', { plugin: name })}
      </Alert>
    );
  }
  return (
    <Box
      key={key}
      ref={frame}
      component="iframe"
      title={props.title ?? name}
      src={frameSrc(grant.id, plugin.manifest.entry)}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      allow=""
      loading={hidden ? 'eager' : 'lazy'}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      onLoad={bridge.onLoad}
      sx={{
        display: 'block',
        border: 0,
        width: '100%',
        height: props.fill ? '100%' : `${height}px`,
        // note: the page's own scheme (light unless it says otherwise) keeps its background clear.
        colorScheme: 'normal',
        ...(hidden ? HIDDEN_SX : {}),
      }}
    />
  );
}
