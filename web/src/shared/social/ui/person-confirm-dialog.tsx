import { useTranslation } from '@/i18n/i18n';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** What needs asking first: ending a friendship, or blocking someone. */
export type ConfirmKind = 'remove' | 'block';

/** Asks before removing a friend or blocking someone, saying what it will do. */
export function PersonConfirmDialog(props: {
  kind: ConfirmKind | null;
  name: string;
  busy: boolean;
  onConfirm: (kind: ConfirmKind) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kind = props.kind ?? 'remove';
  const name = props.name;
  return (
    <ConfirmDialog
      open={props.kind !== null}
      title={t(`people.confirm.${kind}Title`, { name })}
      body={t(`people.confirm.${kind}Body`, { name })}
      confirm={t(`people.confirm.${kind}`)}
      busy={props.busy}
      onConfirm={() => props.onConfirm(kind)}
      onClose={props.onClose}
    />
  );
}
