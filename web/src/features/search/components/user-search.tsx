import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { UserRecord } from '@/shared/lib/user-record';
import { useUserSearch } from '../hooks/use-user-search';
import { UserSearchInput } from './user-search-input';
import { UserSearchOption } from './user-search-option';

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
      renderOption={({ key, ...optionProps }, user) => (
        <UserSearchOption key={key} optionProps={optionProps} user={user} />
      )}
      renderInput={(params) => <UserSearchInput params={params} autoFocus={props.autoFocus} />}
    />
  );
}
