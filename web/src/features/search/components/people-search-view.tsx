import type { PersonCard, PersonRef } from '@hearth/shared';
import Box from '@mui/material/Box';
import useAutocomplete from '@mui/material/useAutocomplete';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { usePeopleSearch } from '../hooks/use-people-search';
import { PeopleSearchBar } from './people-search-bar';
import { PeopleSearchMessage } from './people-search-message';
import { PeopleSearchResults } from './people-search-results';

const ID = 'phone-people-search';
/** Names the search box, its results and the view around them. */
export const PEOPLE_SEARCH_LABEL_ID = `${ID}-label`;

/**
 * The people search as a screen of its own (phones): a back button and the box, and below them
 * the people found, or what the search can find while nothing is typed. The box is a combobox
 * whose list is part of the view: arrows move through the people, Enter opens one's card, and
 * Escape closes the view.
 */
export function PeopleSearchView(props: {
  onSelect: (person: PersonRef) => void;
  onClose: () => void;
}) {
  const [input, setInput] = useState('');
  const state = usePeopleSearch(input);
  const people = state.status === 'done' ? state.people : [];
  const search = useAutocomplete<PersonCard>({
    id: ID,
    open: true,
    options: people,
    filterOptions: (all) => all,
    getOptionLabel: (person) => person.nickname,
    getOptionKey: (person) => person.id,
    isOptionEqualToValue: (a, b) => a.id === b.id,
    value: null,
    inputValue: input,
    onInputChange: (_event, value, reason) => {
      if (reason !== 'reset') setInput(value);
    },
    onChange: (_event, person) => {
      if (person) props.onSelect(person);
    },
  });
  const root = search.getRootProps({
    // The combobox would keep Escape to close its list; here the list is the view, so the
    // view's dialog gets it and closes.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') Object.assign(event, { defaultMuiPrevented: true });
    },
  });
  return (
    <Box {...root} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <PeopleSearchBar search={search} typed={input !== ''} onClose={props.onClose} />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {people.length > 0 ? (
          <PeopleSearchResults search={search} people={people} />
        ) : (
          <PeopleSearchMessage state={state} />
        )}
      </Box>
    </Box>
  );
}
