import { localize } from '@hearth/plugin-sdk';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import type { EnabledPlugin } from '@/shared/plugins';
import { PluginFrame } from '@/shared/plugins';
import { useWideLayout } from '@/features/chat/hooks/use-wide-layout';
import { chatTitle } from '@/features/chat/lib/message-words';
import { chatHost } from './chat-plugin-host';
import { useEnabledPlugins } from './use-enabled-plugins';

/** The side panel's width beside the conversation on wide screens. */
const PANEL_WIDTH = 360;

/** The plugins the user has on that add a chat side panel. */
export function usePanelPlugins(): EnabledPlugin[] {
  const enabled = useEnabledPlugins();
  return useMemo(
    () => enabled.filter((source) => source.plugin.manifest.contributes.panel),
    [enabled],
  );
}

/** The panel itself: a tab per plugin, the chosen one's `panel` frame filling the rest. */
function PanelContent(props: {
  panels: readonly EnabledPlugin[];
  summary: ChatSummary;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const tabsId = useId();
  const [chosen, setChosen] = useState(props.panels[0]?.plugin.id ?? '');
  const current =
    props.panels.find((source) => source.plugin.id === chosen) ?? props.panels[0] ?? null;
  const title = (source: EnabledPlugin) =>
    localize(
      source.plugin.manifest.contributes.panel?.title ?? source.plugin.manifest.name,
      i18n.language,
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current?.plugin.id ?? false}
          onChange={(_, value: string) => setChosen(value)}
          variant="scrollable"
          aria-label={t('chatPlugins.panel.tabs')}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {props.panels.map((source) => (
            <Tab
              key={source.plugin.id}
              value={source.plugin.id}
              label={title(source)}
              id={`${tabsId}-${source.plugin.id}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
        <IconButton aria-label={t('chatPlugins.panel.close')} onClick={props.onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      {current && (
        <Box
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={`${tabsId}-${current.plugin.id}`}
          sx={{ flex: 1, minHeight: 0 }}
        >
          <PluginFrame
            key={current.plugin.id}
            plugin={current.plugin}
            grant={current.grant}
            surface="panel"
            context={{ chatId: props.summary.chat.id }}
            host={chatHost(current.plugin, props.summary, chatTitle(props.summary, t))}
            title={title(current)}
            fill
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * The conversation with the plugins' side panel: a column beside it on wide screens, a drawer
 * over it on phones. Shown while `open` and some plugin the user has on adds a panel.
 */
export function ChatPluginPanels(props: {
  summary: ChatSummary;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const wide = useWideLayout();
  const panels = usePanelPlugins();
  const shown = props.open && panels.length > 0;
  const content = shown && (
    <PanelContent panels={panels} summary={props.summary} onClose={props.onClose} />
  );
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {props.children}
      </Box>
      {wide && shown && (
        <Box
          component="aside"
          sx={{ width: PANEL_WIDTH, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }}
        >
          {content}
        </Box>
      )}
      {!wide && (
        <Drawer
          anchor="right"
          open={shown}
          onClose={props.onClose}
          slotProps={{ paper: { sx: { width: '100%' } } }}
        >
          {content}
        </Drawer>
      )}
    </Box>
  );
}
