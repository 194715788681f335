import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';

/** A select field: one choice (or none), or several shown as chips. */
export function SelectInput(props: {
  label: string;
  choices: string[];
  multiple: boolean;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      label={props.label}
      value={props.multiple ? props.value : (props.value[0] ?? '')}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error}
      onChange={(event) => {
        const picked: unknown = event.target.value;
        if (Array.isArray(picked)) {
          props.onChange(picked.filter((v): v is string => typeof v === 'string'));
        } else props.onChange(typeof picked === 'string' && picked !== '' ? [picked] : []);
      }}
      slotProps={{
        select: {
          multiple: props.multiple,
          renderValue: props.multiple
            ? (selected) => (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {valueArray(selected).map((v) => (
                    <Chip key={v} label={v} size="small" />
                  ))}
                </Stack>
              )
            : undefined,
        },
      }}
    >
      {!props.multiple && (
        <MenuItem value="">
          <em>{t('console.records.none')}</em>
        </MenuItem>
      )}
      {props.choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
}

function valueArray(selected: unknown): string[] {
  return Array.isArray(selected) ? selected.filter((v): v is string => typeof v === 'string') : [];
}
