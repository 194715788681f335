import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionField } from '@/shared/lib/pb';
import { JsonInput } from './json-input';
import { fieldOption, isMultiple, selectValues } from './record-fields';
import { fromDateInput, toDateInput } from './record-values';
import { SelectInput } from './select-input';

const TEXT_TYPES: Record<string, string> = { email: 'email', url: 'url', number: 'number' };

/** The input for one plain field (not a file or relation field), chosen by its type. */
export function FieldInput(props: {
  field: CollectionField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { field, value, error, disabled } = props;
  const label = field.name;
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'bool':
      return (
        <>
          <FormControlLabel
            label={label}
            disabled={disabled}
            control={
              <Switch
                checked={value === true}
                onChange={(event) => props.onChange(event.target.checked)}
              />
            }
          />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </>
      );
    case 'json':
      return (
        <JsonInput
          label={label}
          value={text}
          onChange={props.onChange}
          error={error}
          disabled={disabled}
        />
      );
    case 'select':
      return (
        <SelectInput
          label={label}
          choices={selectValues(field)}
          multiple={isMultiple(field)}
          value={
            Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
          }
          onChange={props.onChange}
          error={error}
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <TextField
          fullWidth
          type="datetime-local"
          label={t('console.records.dateUtc', { field: label })}
          value={toDateInput(text)}
          onChange={(event) => props.onChange(fromDateInput(event.target.value))}
          error={Boolean(error)}
          helperText={error}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
      );
    default:
      return (
        <TextField
          fullWidth
          label={label}
          type={TEXT_TYPES[field.type] ?? 'text'}
          multiline={field.type === 'editor'}
          minRows={field.type === 'editor' ? 4 : undefined}
          value={text}
          onChange={(event) => props.onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          disabled={disabled}
          required={fieldOption(field, 'required') === true && field.type !== 'number'}
        />
      );
  }
}
