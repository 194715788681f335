import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';

/**
 * The filter in PocketBase's syntax (keyed by the applied filter, so it restarts from it). It is applied on Enter (a half-typed filter would only
 * produce errors); the server's complaint about it shows underneath.
 */
export function FilterInput(props: {
  value: string;
  error: string | null;
  onApply: (filter: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.value);
  return (
    <TextField
      fullWidth
      size="small"
      label={t('console.records.filter')}
      placeholder={t('console.records.filterExample')}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') props.onApply(draft);
      }}
      error={props.error !== null}
      helperText={props.error ?? t('console.records.filterHint')}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          sx: { fontFamily: 'monospace' },
        },
      }}
    />
  );
}
