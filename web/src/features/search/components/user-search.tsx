import type { PersonCard, PersonRef } from '@hearth/shared';
import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { SearchState } from '../hooks/use-people-search';
import { usePeopleSearch } from '../hooks/use-people-search';
import { UserSearchInput } from './user-search-input';
import { UserSearchOption } from './user-search-option';

function useNoOptionsText(state: SearchState): string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (state.status === 'failed') return errorText(state.error);
  if (state.status === 'tooShort') return t('search.minLength');
  return state.status === 'idle' ? t('search.hint') : t('search.noResults');
}

/**
 * The navbar's people search: an accessible combobox that finds people by nickname as you type
 * (debounced, 2 characters at least); arrows move through the results, Enter picks one (its
 * card opens), Escape closes.
 */
export function UserSearch(props: { onSelect: (person: PersonRef) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const state = usePeopleSearch(input);
  const noOptionsText = useNoOptionsText(state);
  return (
    <Autocomplete<PersonCard>
      id="user-search"
      options={state.status === 'done' ? state.people : []}
      filterOptions={(all) => all}
      getOptionLabel={(person) => person.nickname}
      // note: two people may share a nickname; the list's keys must still differ.
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, person) => {
        if (person) {
          props.onSelect(person);
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
      renderOption={({ key, ...optionProps }, person) => (
        <UserSearchOption key={key} optionProps={optionProps} person={person} />
      )}
      renderInput={(params) => <UserSearchInput params={params} autoFocus={props.autoFocus} />}
    />
  );
}
