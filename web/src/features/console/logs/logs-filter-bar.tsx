import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { LogSearch } from './log-search';

/** The filter (applied on Enter), the quick toggles and the order of the logs list. */
export function LogsFilterBar(props: {
  search: LogSearch;
  onChange: (change: Partial<LogSearch>) => void;
}) {
  const { t } = useTranslation();
  const { search, onChange } = props;
  const [draft, setDraft] = useState(search.text);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ text: draft.trim() });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Box component="form" role="search" onSubmit={apply} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('console.logs.filter.label')}
          placeholder='data.url ~ "/api/collections"'
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        <Button type="submit" variant="outlined">
          {t('console.logs.filter.apply')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={search.errorsOnly}
              onChange={(_, checked) => onChange({ errorsOnly: checked })}
            />
          }
          label={t('console.logs.filter.errorsOnly')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={search.hideSuperusers}
              onChange={(_, checked) => onChange({ hideSuperusers: checked })}
            />
          }
          label={t('console.logs.filter.hideSuperusers')}
        />
        <TextField
          select
          size="small"
          label={t('console.logs.sort.label')}
          value={search.sort}
          onChange={(event) =>
            onChange({ sort: event.target.value === 'created' ? 'created' : '-created' })
          }
          sx={{ width: { xs: '100%', sm: 200 }, mt: { xs: 1, sm: 0 } }}
        >
          <MenuItem value="-created">{t('console.logs.sort.newest')}</MenuItem>
          <MenuItem value="created">{t('console.logs.sort.oldest')}</MenuItem>
        </TextField>
      </Box>
    </Box>
  );
}
