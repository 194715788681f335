import { MUTED_FOREVER } from '@hearth/shared';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { setMuted } from '@/shared/chat';
import { parseDate } from '@/shared/social/social-records';
import { useAsyncAction } from '@/features/chat/hooks/use-async-action';

const HOUR_MS = 3_600_000;

/** The chat's mute state in words: "Muted", "Muted until 18:30". */
function mutedText(
  summary: ChatSummary,
  language: string,
  t: ReturnType<typeof useTranslation>['t'],
) {
  const until = summary.me.mutedUntil;
  if (!summary.muted) return '';
  if (until === MUTED_FOREVER) return t('chat.mute.mutedForever');
  const ms = parseDate(until);
  if (ms === null) return t('chat.mute.mutedForever');
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
  return t('chat.mute.mutedUntil', { time });
}

/** Mutes the chat for an hour, eight hours or until unmuted; or unmutes it. */
export function MuteMenu({ summary }: { summary: ChatSummary }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { run } = useAsyncAction();
  const chatId = summary.chat.id;
  const state = mutedText(summary, i18n.language, t);
  const choose = (until: () => string) => {
    setAnchor(null);
    void run(() => setMuted(chatId, until()));
  };
  const inHours = (hours: number) => () => new Date(Date.now() + hours * HOUR_MS).toISOString();
  return (
    <>
      <Tooltip title={state || t('chat.mute.button')}>
        <IconButton
          aria-label={state ? `${t('chat.mute.button')}: ${state}` : t('chat.mute.button')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {summary.muted ? <NotificationsOffOutlined /> : <NotificationsOutlined />}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {state && <ListSubheader>{state}</ListSubheader>}
        {summary.muted && (
          <MenuItem onClick={() => choose(() => '')}>{t('chat.mute.unmute')}</MenuItem>
        )}
        <MenuItem onClick={() => choose(inHours(1))}>{t('chat.mute.hour')}</MenuItem>
        <MenuItem onClick={() => choose(inHours(8))}>{t('chat.mute.hours8')}</MenuItem>
        <MenuItem onClick={() => choose(() => MUTED_FOREVER)}>{t('chat.mute.forever')}</MenuItem>
      </Menu>
    </>
  );
}
