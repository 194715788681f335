import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { ListResult } from '@/shared/lib/pb';
import { UserListItem } from './user-list-item';
import type { ConsoleUser } from './user-records';

/** A page of people with the pages under it; says so when nobody matches. */
export function UsersList(props: {
  result: ListResult<ConsoleUser>;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { items, page, totalPages, totalItems } = props.result;
  if (items.length === 0) {
    return <Typography color="text.secondary">{t('console.users.none')}</Typography>;
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
        {t('console.users.count', { count: totalItems })}
      </Typography>
      <List disablePadding aria-label={t('console.users.title')}>
        {items.map((user) => (
          <UserListItem key={user.id} user={user} />
        ))}
      </List>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={page}
          onChange={(_event, next) => props.onPage(next)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </>
  );
}
