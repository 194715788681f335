import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '@/i18n/i18n';
import type { LogModel } from '@/shared/lib/pb';
import { notify } from '@/shared/ui/notify';
import { ConsoleError } from '../shared/console-error';
import { formatDate } from '../shared/format-date';
import { useConsoleQuery } from '../shared/use-console-query';
import { levelName } from './log-fields';

/** One log in full (`/_/logs/:logId`): a dialog, full screen on phones. */
export function LogDetailDialog(props: { logId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const log = useConsoleQuery(`log/${props.logId}`, (client) => client.logs.getOne(props.logId));
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="log-detail-title"
    >
      <DialogTitle id="log-detail-title">{t('console.logs.detail.title')}</DialogTitle>
      <DialogContent dividers>
        {log.loading && !log.data ? <LinearProgress /> : null}
        {log.error ? <ConsoleError error={log.error} onRetry={log.reload} /> : null}
        {log.data ? <LogFacts log={log.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('console.logs.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function LogFacts(props: { log: LogModel }) {
  const { t, i18n } = useTranslation();
  const { log } = props;
  const json = JSON.stringify(log.data, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      notify.success(t('console.logs.detail.copied'));
    } catch {
      notify.error(t('console.logs.detail.copyFailed'));
    }
  };
  const facts: [string, string][] = [
    [t('console.logs.detail.id'), log.id],
    [t('console.logs.columns.time'), formatDate(log.created, i18n.language)],
    [
      t('console.logs.columns.level'),
      `${t(`console.logs.levels.${levelName(log.level)}`)} (${log.level})`,
    ],
    [t('console.logs.detail.message'), log.message],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1, m: 0 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {t('console.logs.detail.data')}
        </Typography>
        <Button size="small" onClick={() => void copy()}>
          {t('console.logs.detail.copy')}
        </Button>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('console.logs.detail.data')}
        sx={{
          p: 1.5,
          m: 0,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          fontSize: 13,
          maxHeight: '60vh',
        }}
      >
        {json}
      </Box>
    </>
  );
}
