import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import type { RecordModel } from '@/shared/lib/pb';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextInput } from '@/shared/ui/text-input';
import { useConsoleClient } from '../shell/console-session';
import { suspendUser } from './moderation-api';
import type { SuspensionValues } from './suspension-period';
import {
  SUSPENSION_REASON_MAX,
  suspensionEnd,
  untilParam,
  validateSuspension,
} from './suspension-period';
import { SuspensionPeriodChoice } from './suspension-period-choice';
import { SuspensionSummary } from './suspension-summary';

const INITIAL: SuspensionValues = { period: 'week', until: '', reason: '' };

export interface SuspendDialogProps {
  user: { id: string; name: string };
  /** The report that led here: the server marks it resolved. */
  report?: string;
  open: boolean;
  onClose(): void;
  onDone(user: RecordModel): void;
}

/**
 * Suspends a person for a period or for good, with a reason they will read when a sign-in is
 * refused. The server signs them out everywhere at once.
 */
export function SuspendDialog(props: SuspendDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useSuspendForm(props);
  const close = () => {
    if (!form.submitting) props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
      // Each opening starts blank, however the last one ended (cancelled or done).
      slotProps={{ transition: { onExited: () => form.reset() } }}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>
          {t('console.users.suspend.title', { name: props.user.name })}
        </DialogTitle>
        <DialogContent>
          <FormAlert error={form.formError} />
          <SuspensionPeriodChoice form={form} />
          <TextInput
            label={t('console.users.suspend.reason')}
            multiline
            minRows={3}
            required
            margin="dense"
            {...form.field(
              'reason',
              t('console.users.suspend.reasonHint', { max: SUSPENSION_REASON_MAX }),
            )}
          />
          <SuspensionSummary name={props.user.name} values={form.values} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={form.submitting}>
            {t('console.users.suspend.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The dialog's form: the period turns into `until` at the moment of sending. */
function useSuspendForm(props: SuspendDialogProps) {
  const client = useConsoleClient();
  const { user, report, onDone } = props;
  const validate = useCallback(
    (values: SuspensionValues) => validateSuspension(values, new Date()),
    [],
  );
  const onSubmit = useCallback(
    async (values: SuspensionValues) => {
      const end = suspensionEnd(values, new Date());
      // note: validation refuses a missing date before a submit gets here.
      if (end === null) return;
      const input = { user: user.id, until: untilParam(end), reason: values.reason.trim() };
      onDone(await suspendUser(client, report ? { ...input, report } : input));
    },
    [client, user.id, report, onDone],
  );
  return useForm({ initial: INITIAL, validate, onSubmit });
}
