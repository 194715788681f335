import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { LogModel } from '@/shared/lib/pb';
import { formatDate } from '../shared/format-date';

/** A request log's one-line summary, e.g. `500 GET /api/…`. */
function describe(log: LogModel): string {
  const data = log.data as { status?: unknown; method?: unknown; url?: unknown };
  const request = [data.status, data.method, data.url].filter((part) => part !== undefined);
  return request.length > 0 ? request.join(' ') : log.message;
}

/** Today's last errors, each linking to its log entry. */
export function RecentErrors({ errors }: { errors: LogModel[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="console-recent-errors">
      <Typography id="console-recent-errors" variant="h6" component="h2">
        {t('console.dashboard.recentErrors')}
      </Typography>
      {errors.length === 0 ? (
        <Typography color="text.secondary">{t('console.dashboard.noErrors')}</Typography>
      ) : (
        <List dense>
          {errors.map((log) => (
            <ListItem key={log.id} disableGutters>
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={`/_/logs/${log.id}`}
                    sx={{ wordBreak: 'break-all' }}
                  >
                    {describe(log)}
                  </Link>
                }
                secondary={formatDate(log.created, i18n.language)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Link component={RouterLink} to="/_/logs">
        {t('console.dashboard.allLogs')}
      </Link>
    </section>
  );
}
