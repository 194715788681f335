import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, MessageHit } from '@/shared/chat';
import { personOf } from '@/shared/social/social-records';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';
import { messagePath } from '@/features/chat/lib/chat-paths';
import { formatListTime } from '@/features/chat/lib/chat-time';
import { chatTitle } from '@/features/chat/lib/message-words';
import { ChatAvatar } from '../chat-avatar';
import { HighlightedText } from './highlighted-text';
import { NAV_ITEM } from './use-arrow-focus';

/** The picture of a result: its chat's (across chats), else its author's. */
function HitAvatar(props: { hit: MessageHit; summary: ChatSummary | null; showChat: boolean }) {
  const author = props.hit.message.expand?.author;
  if (props.showChat && props.summary) return <ChatAvatar summary={props.summary} size={40} />;
  if (!props.showChat && author) return <PresenceAvatar person={personOf(author)} size={40} />;
  return <Avatar alt="" sx={{ width: 40, height: 40 }} />;
}

/**
 * One found message: its chat (across chats) or its author, who wrote it and when, and its text
 * with the matches marked. Opens the conversation at the message.
 */
export function SearchHit(props: {
  hit: MessageHit;
  summary: ChatSummary | null;
  showChat: boolean;
  me: string;
  now: number;
  onPick?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message, highlights } = props.hit;
  const author =
    message.author === props.me
      ? t('chat.you')
      : (message.expand?.author?.nickname ?? t('chat.someone'));
  const chat = props.summary
    ? chatTitle(props.summary, t)
    : message.expand?.chat?.title || t('chat.title');
  return (
    <li>
      <ButtonBase
        component={RouterLink}
        to={messagePath(message.chat, message.id)}
        onClick={props.onPick}
        {...NAV_ITEM}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1,
          width: '100%',
          justifyContent: 'flex-start',
          textAlign: 'start',
          borderRadius: 2,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <HitAvatar hit={props.hit} summary={props.summary} showChat={props.showChat} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, fontWeight: 650 }}>
              {props.showChat ? chat : author}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {formatListTime(message.created, i18n.language, props.now)}
            </Typography>
          </Box>
          {props.showChat && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {author}
            </Typography>
          )}
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            <HighlightedText text={message.text} highlights={highlights} />
          </Typography>
        </Box>
      </ButtonBase>
    </li>
  );
}
