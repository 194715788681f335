import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { FormState } from '@/shared/hooks/use-form';
import type { ChoiceOption } from './radio-option';
import { RadioOption } from './radio-option';

/**
 * A form field as a group of radio buttons: a fieldset named by its legend, with the field's
 * error under it.
 */
export function RadioChoice<F extends string>(props: {
  form: Pick<FormState<F>, 'field'>;
  field: F;
  legend: string;
  options: readonly ChoiceOption[];
  disabled?: boolean;
}) {
  const id = useId();
  const bound = props.form.field(props.field, '');
  return (
    <FormControl
      component="fieldset"
      error={bound.error}
      disabled={props.disabled}
      fullWidth
      sx={{ mb: 2 }}
    >
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {props.legend}
      </FormLabel>
      <RadioGroup
        name={`${id}-${props.field}`}
        value={bound.value}
        onChange={bound.onChange}
        aria-describedby={bound.error ? `${id}-error` : undefined}
      >
        {props.options.map((option) => (
          <RadioOption key={option.value} idPrefix={id} option={option} />
        ))}
      </RadioGroup>
      {bound.error && <FormHelperText id={`${id}-error`}>{bound.helperText}</FormHelperText>}
    </FormControl>
  );
}
