import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useNow } from '@/shared/social/hooks/use-now';
import { formatRelativeTime } from '@/shared/social/relative-time';
import { useActivityLog } from '../hooks/use-activity-log';
import type { PluginActivity } from '../lib/plugin-activity-api';

function ActivityRow({ item, now }: { item: PluginActivity; now: number }) {
  const { t, i18n } = useTranslation();
  const when = formatRelativeTime(item.created, i18n.language, now) ?? '';
  return (
    <Box component="li" sx={{ py: 1, display: 'flex', gap: 2, alignItems: 'baseline' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">{t(`plugins.activity.actions.${item.action}`)}</Typography>
        {item.detail && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.detail}
          </Typography>
        )}
      </Box>
      <Typography
        component="time"
        dateTime={item.created.replace(' ', 'T')}
        variant="caption"
        color="text.secondary"
        sx={{ flexShrink: 0 }}
      >
        {when}
      </Typography>
    </Box>
  );
}

/**
 * What a plugin did for the user, newest first: what it sent, read, stored, shared, fetched or
 * notified, and when, in the user's language. Older entries load a page at a time.
 */
export function ActivityLogList({ plugin, label }: { plugin: string; label: string }) {
  const { t } = useTranslation();
  const log = useActivityLog(plugin);
  const now = useNow();
  const empty = log.status === 'ready' && log.items.length === 0;
  return (
    <Box>
      {empty && (
        <Typography variant="body2" color="text.secondary">
          {t('plugins.activity.empty')}
        </Typography>
      )}
      {log.items.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {log.items.map((item) => (
            <ActivityRow key={item.id} item={item} now={now} />
          ))}
        </Box>
      )}
      {log.status === 'loading' && (
        <CircularProgress
          size={20}
          aria-label={t('common.loading')}
          sx={{ display: 'block', my: 1 }}
        />
      )}
      {log.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={log.loadMore}>
              {t('plugins.retry')}
            </Button>
          }
        >
          {t('plugins.activity.failed')}
        </Alert>
      )}
      {log.status === 'ready' && log.hasMore && (
        <Button size="small" onClick={log.loadMore} sx={{ mt: 1 }}>
          {t('plugins.activity.older')}
        </Button>
      )}
    </Box>
  );
}
