import type { ModerationAction } from '@hearth/shared';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import type { ConsoleClient } from '@/shared/lib/pb';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { AuditActionFilter } from './audit-action-filter';
import { AuditEntryItem } from './audit-entry-item';
import { existingUsers, listAuditLog } from './moderation-api';

async function loadAuditPage(client: ConsoleClient, action: ModerationAction | '', page: number) {
  const entries = await listAuditLog(client, action, page);
  const people = await existingUsers(
    client,
    entries.items.map((entry) => entry.user),
  );
  return { entries, people };
}

/** `/_/audit`: every moderation action, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.moderation.audit.title'));
  const [action, setAction] = useState<ModerationAction | ''>('');
  const [page, setPage] = useState(1);
  const log = useConsoleQuery(`audit/${action}/${page}`, (client) =>
    loadAuditPage(client, action, page),
  );
  const choose = (next: ModerationAction | '') => {
    setAction(next);
    setPage(1);
  };
  const data = log.data;
  return (
    <ConsolePage
      title={t('console.moderation.audit.title')}
      lead={t('console.moderation.audit.lead')}
    >
      <AuditActionFilter value={action} onChange={choose} />
      {log.loading && <LinearProgress aria-label={t('console.moderation.loading')} />}
      {log.error ? (
        <ConsoleError error={log.error} onRetry={log.reload} />
      ) : (
        data && (
          <>
            {data.entries.items.length === 0 && (
              <Typography color="text.secondary">{t('console.moderation.audit.empty')}</Typography>
            )}
            <List aria-label={t('console.moderation.audit.title')}>
              {data.entries.items.map((entry) => (
                <AuditEntryItem
                  key={entry.id}
                  entry={entry}
                  userExists={data.people.has(entry.user)}
                />
              ))}
            </List>
            {data.entries.totalPages > 1 && (
              <Pagination
                count={data.entries.totalPages}
                page={page}
                onChange={(_event, next) => setPage(next)}
              />
            )}
          </>
        )
      )}
    </ConsolePage>
  );
}
