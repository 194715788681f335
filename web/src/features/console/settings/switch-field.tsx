import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

/** A labelled on/off setting with an optional hint below it. */
export function SwitchField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={props.checked}
            onChange={(event) => props.onChange(event.target.checked)}
          />
        }
        label={props.label}
      />
      {props.hint && <FormHelperText sx={{ mt: 0 }}>{props.hint}</FormHelperText>}
    </div>
  );
}
