import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { OptionDraft, OptionSpec } from './field-options';

/** A collection a relation may point to. */
export interface CollectionChoice {
  id: string;
  name: string;
}

/** One option of a field type, edited with the input its kind calls for. */
export function FieldOptionInput(props: {
  spec: OptionSpec;
  value: OptionDraft;
  error: string | undefined;
  collections: readonly CollectionChoice[];
  onChange: (value: OptionDraft) => void;
}) {
  const { t } = useTranslation();
  const { spec, value } = props;
  const label = t(`console.collections.fieldDialog.options.${spec.label}`);
  if (spec.kind === 'bool') {
    return (
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={value === true}
            onChange={(event) => props.onChange(event.target.checked)}
          />
        }
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  const hint = hintOf(spec);
  const common = {
    label,
    value: text,
    error: props.error !== undefined,
    helperText: props.error ?? (hint && t(`console.collections.fieldDialog.${hint}`)),
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
  };
  if (spec.kind === 'collection') {
    return (
      <TextField {...common} select required>
        {props.collections.map((collection) => (
          <MenuItem key={collection.id} value={collection.id}>
            {collection.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (spec.kind === 'list') return <TextField {...common} multiline minRows={2} />;
  return (
    <TextField
      {...common}
      type={spec.kind === 'number' ? 'number' : 'text'}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}

/** Which hint an option's input carries, if any. */
function hintOf(spec: OptionSpec): 'listHint' | 'dateHint' | 'noLimit' | undefined {
  if (spec.kind === 'list') return 'listHint';
  if (spec.kind === 'date') return 'dateHint';
  if (spec.kind === 'number' && spec.blank === null) return 'noLimit';
  return undefined;
}
