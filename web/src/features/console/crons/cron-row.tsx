import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { ConsoleClient } from '@/shared/lib/pb';
import { useCronDescription } from './use-cron-description';
import type { CronRun } from './use-run-cron';
import { useRunCron } from './use-run-cron';

/** One registered job: its id, its schedule in words and as written, and "Run now". */
export function CronRow(props: { client: ConsoleClient; id: string; expression: string }) {
  const { t } = useTranslation();
  const describe = useCronDescription();
  const { run, start } = useRunCron(props.client, props.id);
  const description = describe(props.expression);
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} aria-label={props.id}>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {props.id}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description ?? t('console.crons.custom')}{' '}
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            ({props.expression})
          </Box>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <RunOutcome run={run} />
        <Button
          variant="outlined"
          size="small"
          onClick={() => void start()}
          disabled={run.state === 'busy'}
          startIcon={run.state === 'busy' ? <CircularProgress size={16} /> : undefined}
          aria-label={t('console.crons.runNamed', { id: props.id })}
        >
          {t('console.crons.run')}
        </Button>
      </Box>
    </ListItem>
  );
}

/** What the last "Run now" came to, announced to screen readers. */
function RunOutcome(props: { run: CronRun }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { run } = props;
  const text =
    run.state === 'started'
      ? t('console.crons.started')
      : run.state === 'failed'
        ? errorText(run.error)
        : run.state === 'busy'
          ? t('console.crons.starting')
          : '';
  return (
    <Typography
      role="status"
      variant="body2"
      color={
        run.state === 'failed'
          ? 'error'
          : run.state === 'started'
            ? 'success.main'
            : 'text.secondary'
      }
    >
      {text}
    </Typography>
  );
}
