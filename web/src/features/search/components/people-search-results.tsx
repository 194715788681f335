import type { PersonCard } from '@hearth/shared';
import Box from '@mui/material/Box';
import type { UseAutocompleteReturnValue } from '@mui/material/useAutocomplete';
import { UserSearchOption } from './user-search-option';

/** The people found, listed in the search view itself: tap one (or Enter) to open their card. */
export function PeopleSearchResults(props: {
  search: UseAutocompleteReturnValue<PersonCard>;
  people: PersonCard[];
}) {
  const { search } = props;
  return (
    <Box
      component="ul"
      {...search.getListboxProps()}
      sx={{
        listStyle: 'none',
        m: 0,
        px: 0,
        py: 1,
        '& [role=option]': { px: 2, py: 1, minHeight: 56, alignItems: 'center', cursor: 'pointer' },
        // note: the combobox marks the highlighted person with these classes, not with focus.
        '& .Mui-focused': { bgcolor: 'action.hover' },
        '& .Mui-focusVisible': { bgcolor: 'action.selected' },
      }}
    >
      {props.people.map((person, index) => {
        const { key, ...optionProps } = search.getOptionProps({ option: person, index });
        return (
          <UserSearchOption key={key} optionProps={optionProps} person={person} avatarSize={40} />
        );
      })}
    </Box>
  );
}
