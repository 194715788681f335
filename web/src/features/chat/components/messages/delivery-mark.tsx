import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from '@/i18n/i18n';
import type { DeliveryState } from '@/shared/chat';

/** Where an own message is: a clock while sending, a tick once stored, two once someone read it. */
export function DeliveryMark(props: { delivery: DeliveryState; seen: boolean }) {
  const { t } = useTranslation();
  const sx = { fontSize: 15, verticalAlign: 'middle' };
  if (props.delivery === 'sending') {
    return (
      <ScheduleOutlined titleAccess={t('chat.message.sending')} sx={sx} data-delivery="sending" />
    );
  }
  if (props.delivery === 'failed') return null;
  return props.seen ? (
    <DoneAllOutlined titleAccess={t('chat.message.seen')} sx={sx} data-delivery="seen" />
  ) : (
    <DoneOutlined titleAccess={t('chat.message.sent')} sx={sx} data-delivery="sent" />
  );
}
