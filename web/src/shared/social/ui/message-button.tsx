import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { openDirectChat } from '@/shared/chat';
import { PATHS } from '@/shared/config/paths';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { notify } from '@/shared/ui/notify';
import { closePersonCard } from '../person-card-request';

/** Message a person: opens (or starts) the direct chat with them. */
export function MessageButton({ name, userId }: { name: string; userId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const label = t('people.actions.messageNamed', { name });
  const open = async () => {
    setBusy(true);
    try {
      const chatId = await openDirectChat(userId);
      closePersonCard();
      await navigate(`${PATHS.chat}/${encodeURIComponent(chatId)}`);
    } catch (error) {
      notify.error(t('chat.openFailed'), errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      {/* note: a disabled button gets no pointer events; the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} disabled={busy} size="small" onClick={() => void open()}>
          <ChatBubbleOutline fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
