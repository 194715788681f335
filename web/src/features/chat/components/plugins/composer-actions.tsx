import { localize } from '@hearth/plugin-sdk';
import type { ComposerActionContribution } from '@hearth/plugin-sdk';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import Avatar from '@mui/material/Avatar';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import type { EnabledPlugin } from '@/shared/plugins';
import { PluginFrame } from '@/shared/plugins';
import { chatTitle } from '@/features/chat/lib/message-words';
import { chatHost } from './chat-plugin-host';
import { useEnabledPlugins } from './use-enabled-plugins';

interface ChosenAction {
  source: EnabledPlugin;
  action: ComposerActionContribution;
  title: string;
}

/** The chosen composer action's plugin in a dialog (`composer` surface), until it closes itself. */
function ActionDialog(props: {
  chosen: ChosenAction;
  summary: ChatSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { source, action, title } = props.chosen;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label={t('chatPlugins.actions.close')}
          onClick={props.onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 1, pb: 1 }}>
        <PluginFrame
          plugin={source.plugin}
          grant={source.grant}
          surface="composer"
          context={{ chatId: props.summary?.chat.id ?? '', action: action.id }}
          host={chatHost(source.plugin, props.summary, chatTitle(props.summary, t))}
          title={title}
          onClosed={props.onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The composer's plugin menu, beside the attach button: the composer actions of the plugins the
 * user has on; each opens its plugin in a dialog. Nothing shows when there are none.
 */
export function ComposerActionsButton({ summary }: { summary: ChatSummary | null }) {
  const { t, i18n } = useTranslation();
  const enabled = useEnabledPlugins();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const menuId = useId();
  const actions: ChosenAction[] = enabled.flatMap((source) =>
    (source.plugin.manifest.contributes.composerActions ?? []).map((action) => ({
      source,
      action,
      title: localize(action.title, i18n.language),
    })),
  );
  if (actions.length === 0 && !chosen) return null;
  return (
    <>
      <IconButton
        aria-label={t('chatPlugins.actions.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ExtensionOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((entry) => (
          <MenuItem
            key={`${entry.source.plugin.id}/${entry.action.id}`}
            onClick={() => {
              setAnchor(null);
              setChosen(entry);
            }}
          >
            <ListItemIcon>
              <Avatar
                src={entry.source.plugin.iconUrl || undefined}
                alt=""
                variant="rounded"
                sx={{ width: 24, height: 24, fontSize: 13 }}
              >
                {entry.title.slice(0, 1)}
              </Avatar>
            </ListItemIcon>
            {entry.title}
          </MenuItem>
        ))}
      </Menu>
      {chosen && <ActionDialog chosen={chosen} summary={summary} onClose={() => setChosen(null)} />}
    </>
  );
}
