import { useTranslation } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/i18n';
import type { ChatMemberRecord } from '@/shared/chat';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** A group change that needs asking first. */
export type GroupConfirm =
  { kind: 'leave' | 'delete' } | { kind: 'remove' | 'owner'; member: ChatMemberRecord };

/** Asks before leaving, deleting, removing someone or handing over the group, saying what follows. */
export function GroupConfirmDialog(props: {
  confirm: GroupConfirm | null;
  title: string;
  isOwner: boolean;
  busy: boolean;
  onConfirm: (confirm: GroupConfirm) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = props.confirm ?? { kind: 'leave' };
  const name =
    'member' in confirm ? (confirm.member.expand?.user?.nickname ?? t('chat.someone')) : '';
  const values = { title: props.title, name };
  const body: MessageKey =
    confirm.kind === 'leave' && props.isOwner
      ? 'chat.group.confirm.leaveOwnerBody'
      : `chat.group.confirm.${confirm.kind}Body`;
  return (
    <ConfirmDialog
      open={props.confirm !== null}
      title={t(`chat.group.confirm.${confirm.kind}Title`, values)}
      body={t(body, values)}
      confirm={t(`chat.group.confirm.${confirm.kind}`)}
      busy={props.busy}
      onConfirm={() => props.onConfirm(confirm)}
      onClose={props.onClose}
    />
  );
}
