import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { describeError } from '@/shared/lib/api-error';
import type { UserRecord } from '@/shared/lib/pb';
import { avatarThumbUrl } from '@/shared/lib/user-images';
import { searchUsers } from '../api/search-users';

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; users: UserRecord[] }
  | { status: 'failed'; error: unknown };

type Answer = { query: string; users: UserRecord[] } | { query: string; error: unknown };

function useUserSearch(input: string): SearchState {
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!query) return;
    let current = true;
    searchUsers(query)
      .then((users) => current && setAnswer({ query, users }))
      .catch((error: unknown) => {
        if (current && describeError(error).kind !== 'aborted') setAnswer({ query, error });
      });
    return () => {
      current = false;
    };
  }, [query]);
  if (!input.trim()) return { status: 'idle' };
  if (!answer || answer.query !== query || query !== input.trim()) return { status: 'loading' };
  return 'users' in answer
    ? { status: 'done', users: answer.users }
    : { status: 'failed', error: answer.error };
}

/**
 * The navbar's user search: an accessible combobox that finds users by nickname as you type
 * (debounced); arrows move through the results, Enter picks one, Escape closes.
 */
export function UserSearch(props: { onSelect: (user: UserRecord) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [input, setInput] = useState('');
  const state = useUserSearch(input);
  const options = state.status === 'done' ? state.users : [];
  const noOptionsText =
    state.status === 'failed'
      ? errorText(state.error)
      : input.trim()
        ? t('search.noResults')
        : t('search.hint');

  return (
    <Autocomplete<UserRecord>
      id="user-search"
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(user) => user.nickname}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, user) => {
        if (user) {
          props.onSelect(user);
          setInput('');
        }
      }}
      loading={state.status === 'loading'}
      loadingText={t('search.loading')}
      noOptionsText={noOptionsText}
      blurOnSelect
      forcePopupIcon={false}
      clearOnEscape
      size="small"
      sx={{ width: '100%' }}
      renderOption={(optionProps, user) => {
        const { key, ...rest } = optionProps;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5 }}>
            <Avatar src={avatarThumbUrl(user)} alt="" sx={{ width: 32, height: 32 }} />
            <Typography noWrap>{user.nickname}</Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={props.autoFocus}
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
