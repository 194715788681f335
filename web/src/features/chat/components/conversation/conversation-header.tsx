import ArrowBack from '@mui/icons-material/ArrowBack';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { PATHS } from '@/shared/config/paths';
import { usePresence } from '@/shared/social/hooks/use-presence';
import { openPersonCard } from '@/shared/social/person-card-request';
import { personOf } from '@/shared/social/social-records';
import { chatTitle } from '@/features/chat/lib/message-words';
import { ChatAvatar } from '../chat-avatar';
import { useChatSearchOpener } from '../search/search-opener';
import { ChatSubtitle } from './chat-subtitle';
import { MuteMenu } from './mute-menu';

/**
 * The conversation's top bar: back (on phones), who it is with and how they are (or who is
 * typing), search in the chat, the plugins' side panel (when some plugin adds one), mute, and the
 * group's info.
 */
export function ConversationHeader(props: {
  summary: ChatSummary;
  showBack: boolean;
  onOpenInfo: () => void;
  /** Opens or closes the plugins' side panel; absent when no plugin the user has on adds one. */
  onTogglePlugins?: () => void;
}) {
  const { t } = useTranslation();
  const { summary } = props;
  const peer = summary.peer;
  const presence = usePresence(peer?.id ?? '');
  const group = summary.chat.kind === 'group';
  const title = chatTitle(summary, t);
  const openDetails = group
    ? props.onOpenInfo
    : peer
      ? () => openPersonCard(personOf(peer))
      : undefined;
  const openSearch = useChatSearchOpener();
  const detailsLabel = group ? t('chat.header.groupInfo') : t('people.openCard', { name: title });
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 64,
      }}
    >
      {props.showBack && (
        <IconButton component={RouterLink} to={PATHS.chat} aria-label={t('chat.header.back')}>
          <ArrowBack />
        </IconButton>
      )}
      {/* The name is the keyboard's way to the details; the avatar is a larger target for pointers. */}
      <ButtonBase
        onClick={openDetails}
        disabled={!openDetails}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ borderRadius: '50%', ml: props.showBack ? 0 : 1 }}
      >
        <ChatAvatar summary={summary} presence={presence} size={40} />
      </ButtonBase>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 700, lineHeight: 1.3 }}
        >
          <ButtonBase
            onClick={openDetails}
            disabled={!openDetails}
            aria-haspopup="dialog"
            title={detailsLabel}
            sx={{
              font: 'inherit',
              maxWidth: '100%',
              justifyContent: 'flex-start',
              borderRadius: 1,
            }}
          >
            <Box
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {title}
            </Box>
          </ButtonBase>
        </Typography>
        <ChatSubtitle chatId={summary.chat.id} summary={summary} presence={presence} />
      </Box>
      {openSearch && (
        <Tooltip title={t('chat.search.open')}>
          <IconButton
            aria-label={t('chat.search.open')}
            onClick={(event) => openSearch(summary.chat.id, event.currentTarget)}
          >
            <SearchOutlined />
          </IconButton>
        </Tooltip>
      )}
      {props.onTogglePlugins && (
        <Tooltip title={t('chatPlugins.panel.open')}>
          <IconButton aria-label={t('chatPlugins.panel.open')} onClick={props.onTogglePlugins}>
            <ExtensionOutlined />
          </IconButton>
        </Tooltip>
      )}
      <MuteMenu summary={summary} />
      {group && (
        <Tooltip title={t('chat.header.groupInfo')}>
          <IconButton aria-label={t('chat.header.groupInfo')} onClick={props.onOpenInfo}>
            <InfoOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
