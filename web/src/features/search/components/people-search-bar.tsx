import type { PersonCard } from '@hearth/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Clear from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import type { UseAutocompleteReturnValue } from '@mui/material/useAutocomplete';
import type { MouseEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/** The top of the people search view: back, the search box, and a clear button once typed. */
export function PeopleSearchBar(props: {
  search: UseAutocompleteReturnValue<PersonCard>;
  typed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { search } = props;
  return (
    <Box
      role="search"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 1,
        pt: 'max(8px, env(safe-area-inset-top))',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton onClick={props.onClose} aria-label={t('search.close')}>
        <ArrowBack />
      </IconButton>
      <VisuallyHidden>
        <label {...search.getInputLabelProps()}>{t('search.label')}</label>
      </VisuallyHidden>
      <InputBase
        autoFocus
        fullWidth
        type="search"
        placeholder={t('search.placeholder')}
        inputProps={search.getInputProps()}
        endAdornment={
          props.typed && (
            <IconButton
              onClick={search.getClearProps().onClick}
              // Keeps the focus (and a phone's keyboard) in the box.
              onMouseDown={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
              size="small"
              aria-label={t('search.clear')}
            >
              <Clear fontSize="small" />
            </IconButton>
          )
        }
        sx={{
          minHeight: 44,
          px: 2,
          borderRadius: 999,
          bgcolor: 'action.hover',
          fontSize: '1.0625rem',
          '&.Mui-focused': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          // note: the box has its own clear button; WebKit's would show a second one.
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
    </Box>
  );
}
