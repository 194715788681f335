import SearchIcon from '@mui/icons-material/Search';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';

/** The search box of the user search, with a search icon and a name for screen readers. */
export function UserSearchInput(props: {
  params: AutocompleteRenderInputParams;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { params } = props;
  return (
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
  );
}
