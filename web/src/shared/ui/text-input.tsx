import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

/** The props the app's text inputs use. */
export interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  placeholder?: string;
  endAdornment?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  letterSpacing?: string;
  /** A text area that grows from `minRows` lines. */
  multiline?: boolean;
  minRows?: number;
}

/**
 * A labelled outlined text input with helper text, wired for screen readers. It is MUI's
 * TextField without the `select` variant, which would pull menus into every form's bundle.
 */
export function TextInput(props: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      margin={props.margin ?? 'none'}
      error={props.error}
      required={props.required}
    >
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        name={props.name}
        type={props.type}
        value={props.value}
        onChange={props.onChange}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        placeholder={props.placeholder}
        endAdornment={props.endAdornment}
        multiline={props.multiline}
        minRows={props.minRows}
        inputProps={{
          inputMode: props.inputMode,
          style: props.letterSpacing ? { letterSpacing: props.letterSpacing } : undefined,
        }}
        aria-describedby={props.helperText ? helperId : undefined}
      />
      {props.helperText && <FormHelperText id={helperId}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}
