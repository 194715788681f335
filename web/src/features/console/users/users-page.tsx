import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { TextInput } from '@/shared/ui/text-input';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { useUsersSearch } from './use-users-search';
import { searchUsers } from './users-api';
import { UsersList } from './users-list';

/** `/_/users`: find people by email, nickname or id, newest first. */
export function UsersPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.users.title'));
  const search = useUsersSearch();
  const { query, page } = search;
  const users = useConsoleQuery(`users?q=${query}&page=${page}`, (client) =>
    searchUsers(client, query, page),
  );
  return (
    <ConsolePage title={t('console.users.title')} lead={t('console.users.lead')}>
      <TextInput
        type="search"
        label={t('console.users.search')}
        value={search.typed}
        onChange={(event) => search.setTyped(event.target.value)}
        autoComplete="off"
        margin="dense"
        endAdornment={
          <InputAdornment position="end">
            <SearchIcon />
          </InputAdornment>
        }
      />
      {users.loading && <LinearProgress sx={{ my: 1 }} aria-label={t('console.users.loading')} />}
      {users.error ? (
        <ConsoleError error={users.error} onRetry={users.reload} />
      ) : (
        users.data && <UsersList result={users.data} onPage={search.setPage} />
      )}
    </ConsolePage>
  );
}
