import type { ReportReason } from '@hearth/shared';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@hearth/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { FormAlert } from '../ui/form-alert';
import type { ReportTarget } from './report-api';
import { useReportForm } from './use-report-form';

export interface ReportDialogProps {
  /** What to report; the dialog is open while it is set. */
  target: ReportTarget | null;
  /** Who is reported, as the reporter knows them. */
  name: string;
  onClose(): void;
}

/**
 * Reports a message or a person: a reason, an optional note, then a thank-you. It never says who
 * reviews reports.
 */
export function ReportDialog(props: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useReportForm(props.target);
  return (
    <Dialog
      open={props.target !== null}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: form.reset } }}
    >
      <DialogTitle id={`${id}-title`}>
        {props.target?.kind === 'message'
          ? t('report.messageTitle')
          : t('report.userTitle', { name: props.name })}
      </DialogTitle>
      {form.outcome ? (
        <Received repeat={form.outcome === 'repeat'} onClose={props.onClose} />
      ) : (
        <ReportForm form={form} onClose={props.onClose} />
      )}
    </Dialog>
  );
}

function Received(props: { repeat: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <DialogContentText role="status">
          {props.repeat ? t('report.alreadyReceived') : t('report.received')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} variant="contained" autoFocus>
          {t('report.done')}
        </Button>
      </DialogActions>
    </>
  );
}

function ReportForm(props: { form: ReturnType<typeof useReportForm>; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const { form } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <FormAlert error={form.error} />
        <FormControl error={form.missingReason} required fullWidth>
          <FormLabel id={`${id}-reason`}>{t('report.reasonLabel')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-reason`}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
          >
            {REPORT_REASONS.map((reason) => (
              <FormControlLabel
                key={reason}
                value={reason}
                control={<Radio size="small" />}
                label={t(
                  `report.reasons.${reason}` as const satisfies `report.reasons.${ReportReason}`,
                )}
              />
            ))}
          </RadioGroup>
          {form.missingReason && <FormHelperText>{t('report.reasonRequired')}</FormHelperText>}
        </FormControl>
        <TextField
          label={t('report.noteLabel')}
          value={form.note}
          onChange={(event) => form.setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          error={form.note.length > REPORT_NOTE_MAX}
          helperText={t('report.noteCounter', { count: form.note.length, max: REPORT_NOTE_MAX })}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={form.submitting}>
          {t('report.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
