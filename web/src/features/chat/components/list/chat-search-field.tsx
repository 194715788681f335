import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';

/** Filters the chat list by name as the user types. */
export function ChatSearchField(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <TextField
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && props.value) {
            event.stopPropagation();
            props.onChange('');
          }
        }}
        placeholder={t('chat.list.search')}
        size="small"
        fullWidth
        type="search"
        slotProps={{
          htmlInput: { 'aria-label': t('chat.list.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
