import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { ConsoleClient } from '@/shared/lib/pb';
import { notify } from '@/shared/ui/notify';
import { ConsoleError } from '../shared/console-error';
import { useConsoleQuery } from '../shared/use-console-query';
import { useCronDescription } from '../crons/use-cron-description';
import type { ScheduleChoice } from './backup-schedule-choice';
import { cronOfChoice, isScheduleChoice, scheduleChoiceOf } from './backup-schedule-choice';

/** The part of the settings this form edits. */
interface BackupSchedule {
  cron: string;
  cronMaxKeep: number;
}

/** The automatic backups: when they run (`backups.cron`) and how many are kept. */
export function BackupScheduleSection(props: { client: ConsoleClient }) {
  const { t } = useTranslation();
  const settings = useConsoleQuery('settings', (c) => c.settings.getAll());
  const saved = (settings.data as { backups?: BackupSchedule } | undefined)?.backups; // note: settings are untyped in the SDK.
  return (
    <Box component="section" aria-labelledby="backup-schedule-title" sx={{ mt: 4 }}>
      <Typography id="backup-schedule-title" variant="h6" component="h2">
        {t('console.backups.schedule.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('console.backups.schedule.lead')}
      </Typography>
      {settings.error ? <ConsoleError error={settings.error} onRetry={settings.reload} /> : null}
      {!saved && settings.loading ? <LinearProgress /> : null}
      {saved ? (
        <ScheduleForm client={props.client} saved={saved} onSaved={settings.reload} />
      ) : null}
    </Box>
  );
}

function ScheduleForm(props: {
  client: ConsoleClient;
  saved: BackupSchedule;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const describe = useCronDescription();
  const [choice, setChoice] = useState<ScheduleChoice>(scheduleChoiceOf(props.saved.cron));
  const [custom, setCustom] = useState(props.saved.cron);
  const [maxKeep, setMaxKeep] = useState(String(props.saved.cronMaxKeep));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cron = cronOfChoice(choice, custom);
  const keep = Number(maxKeep);
  const keepValid = Number.isInteger(keep) && keep >= 1;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await props.client.settings.update({ backups: { cron, cronMaxKeep: keep } });
      notify.success(t('console.backups.schedule.saved'));
      props.onSaved();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void save(event)}
      noValidate
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <TextField
        select
        label={t('console.backups.schedule.when')}
        value={choice}
        onChange={(event) => {
          if (isScheduleChoice(event.target.value)) setChoice(event.target.value);
        }}
      >
        <MenuItem value="daily">{t('console.backups.schedule.daily')}</MenuItem>
        <MenuItem value="weekly">{t('console.backups.schedule.weekly')}</MenuItem>
        <MenuItem value="off">{t('console.backups.schedule.off')}</MenuItem>
        <MenuItem value="custom">{t('console.backups.schedule.custom')}</MenuItem>
      </TextField>
      {choice === 'custom' ? (
        <TextField
          label={t('console.backups.schedule.expression')}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          helperText={describe(custom) ?? t('console.backups.schedule.expressionHint')}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
      ) : null}
      {choice !== 'off' ? (
        <TextField
          type="number"
          label={t('console.backups.schedule.maxKeep')}
          value={maxKeep}
          onChange={(event) => setMaxKeep(event.target.value)}
          error={!keepValid}
          helperText={t('console.backups.schedule.maxKeepHint')}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={busy || !keepValid}>
          {busy ? t('console.backups.schedule.saving') : t('console.backups.schedule.save')}
        </Button>
      </Box>
    </Box>
  );
}
