import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';

/** A record that can be picked: its id and what names it. */
export interface RelationOption {
  id: string;
  label: string;
}

/**
 * Picks related records (`search` should keep its identity: a new one searches again) by searching the related collection; the chosen ones show as chips.
 * A single relation keeps only the last one picked.
 */
export function RelationPicker(props: {
  label: string;
  multiple: boolean;
  value: RelationOption[];
  search: (query: string) => Promise<RelationOption[]>;
  onChange: (value: RelationOption[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const { search } = props;
  // The options found, and for which text: loading until they match what was typed.
  const [found, setFound] = useState<{ query: string; options: RelationOption[] } | null>(null);
  useEffect(() => {
    let current = true;
    void search(debounced)
      .catch(() => [])
      .then((options) => current && setFound({ query: debounced, options }));
    return () => {
      current = false;
    };
  }, [debounced, search]);
  const options = found?.options ?? [];
  const loading = found?.query !== debounced;
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={props.value}
      loading={loading}
      disabled={props.disabled}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      onInputChange={(_event, text) => setQuery(text)}
      onChange={(_event, chosen) => props.onChange(props.multiple ? chosen : chosen.slice(-1))}
      noOptionsText={t('console.records.noMatches')}
      loadingText={t('console.records.loading')}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.id}>
          {option.label === option.id ? option.id : `${option.label} (${option.id})`}
        </li>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => (
          <Chip {...getItemProps({ index })} key={option.id} label={option.label} size="small" />
        ))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}
