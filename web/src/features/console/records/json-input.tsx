import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';
import { isValidJson } from './record-draft';

/** A json field's text, checked as it is typed. */
export function JsonInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const invalid = !isValidJson(props.value);
  return (
    <TextField
      fullWidth
      multiline
      minRows={3}
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      error={invalid || Boolean(props.error)}
      helperText={invalid ? t('console.records.invalidJson') : props.error}
      slotProps={{ input: { sx: { fontFamily: 'monospace' } } }}
    />
  );
}
