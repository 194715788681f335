import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { useCurrentUser } from '@/shared/lib/session';
import { pluralKey } from '@/shared/lib/plural';
import { useNow } from '@/shared/social/hooks/use-now';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { selectedColor } from '@/shared/ui/selected-style';
import { chatPath } from '@/features/chat/lib/chat-paths';
import { formatListTime } from '@/features/chat/lib/chat-time';
import { chatTitle, previewText } from '@/features/chat/lib/message-words';
import { ChatAvatar } from '../chat-avatar';
import { NAV_ITEM } from '../search/use-arrow-focus';
import { MentionMark } from './mention-mark';
import { UnreadBadge } from './unread-badge';

/**
 * One chat in the list: picture, name, the newest message, its time, unread count, "@" when
 * unread messages mention the user, and mute.
 */
export function ChatListRow(props: { summary: ChatSummary; presence?: PresenceEntry }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser()?.id ?? '';
  const now = useNow();
  const { summary } = props;
  const unread = summary.unread;
  return (
    <li>
      <ButtonBase
        component={NavLink}
        to={chatPath(summary.chat.id)}
        data-chat={summary.chat.id}
        {...NAV_ITEM}
        sx={{
          display: 'flex',
          gap: 1.5,
          px: 2,
          py: 1.25,
          width: '100%',
          justifyContent: 'flex-start',
          textAlign: 'start',
          borderRadius: 2,
          '&:hover': { bgcolor: 'action.hover' },
          '&.active': { bgcolor: 'action.selected', '& .chat-title': { color: selectedColor } },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <ChatAvatar summary={summary} presence={props.presence} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography className="chat-title" noWrap sx={{ flex: 1, fontWeight: 650 }}>
              {chatTitle(summary, t)}
            </Typography>
            {summary.muted && (
              <NotificationsOffOutlined
                titleAccess={t('chat.list.muted')}
                sx={{ fontSize: 16, color: 'text.secondary', alignSelf: 'center' }}
              />
            )}
            <Typography variant="caption" color={unread > 0 ? 'primary' : 'text.secondary'} noWrap>
              {formatListTime(summary.activeAt, i18n.language, now)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
              {previewText(summary, me, t)}
            </Typography>
            <MentionMark count={summary.mentions} />
            <UnreadBadge count={unread} muted={summary.muted} />
          </Box>
          {unread > 0 && (
            <VisuallyHidden>
              {t(pluralKey('chat.list.unread', unread, i18n.language), { count: unread })}
            </VisuallyHidden>
          )}
          {summary.mentions > 0 && (
            <VisuallyHidden>
              {/* note: a space, so screen readers do not run the two sentences together. */}{' '}
              {t(pluralKey('chat.mentions.mark', summary.mentions, i18n.language), {
                count: summary.mentions,
              })}
            </VisuallyHidden>
          )}
        </Box>
      </ButtonBase>
    </li>
  );
}
