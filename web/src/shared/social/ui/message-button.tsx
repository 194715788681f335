import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '@/i18n/i18n';

/** Whether chat has landed; until it has, the message buttons say when they will work. */
export const CHAT_AVAILABLE = false;

/** Message a person: disabled, with the reason, until chat lands. */
export function MessageButton({ name }: { name: string }) {
  const { t } = useTranslation();
  const label = t('people.actions.messageNamed', { name });
  return (
    <Tooltip title={CHAT_AVAILABLE ? label : t('people.actions.messageSoon')}>
      {/* note: a disabled button gets no pointer events; the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} disabled={!CHAT_AVAILABLE} size="small">
          <ChatBubbleOutline fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
