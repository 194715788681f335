import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@/i18n/i18n';

/**
 * The buttons beside a message, shown on hover or focus: react, and the message's menu. Only the
 * list's one focusable message (`tabbable`) has them in the Tab order, so Tab does not stop twice
 * at every message on its way through the list.
 */
export function MessageTools(props: {
  menuOpen: boolean;
  tabbable: boolean;
  onMenu?: (button: HTMLElement) => void;
  onReact?: (button: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const { onMenu, onReact } = props;
  return (
    <Box className="message-tools" sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      {onReact && (
        <IconButton
          size="small"
          className="message-react"
          tabIndex={props.tabbable ? 0 : -1}
          aria-label={t('chat.menu.addReaction')}
          onClick={(event) => onReact(event.currentTarget)}
        >
          <AddReactionOutlined fontSize="small" />
        </IconButton>
      )}
      {onMenu && (
        <IconButton
          size="small"
          tabIndex={props.tabbable ? 0 : -1}
          aria-label={t('chat.message.actions')}
          aria-haspopup="menu"
          aria-expanded={props.menuOpen ? 'true' : undefined}
          onClick={(event) => onMenu(event.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
