import type { BoundField, FormState } from '../hooks/use-form';
import { PasswordField } from './password-field';
import type { TextInputProps } from './text-input';
import { TextInput } from './text-input';

/** What a form field needs beyond its binding; the other input props pass through. */
export interface FormFieldProps<F extends string> extends Omit<
  TextInputProps,
  keyof BoundField | 'type' | 'endAdornment' | 'autoComplete'
> {
  form: Pick<FormState<F>, 'field'>;
  /** The form value it edits (`name` stays the input's own name, for password managers). */
  field: F;
  /** `password` adds the show/hide toggle. */
  type?: 'email' | 'password';
  /** Every field says how browsers may fill it. */
  autoComplete: string;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/**
 * An input bound to one field of a `useForm` form: its label, autocomplete, and the error or hint
 * under it. Form fields are required and dense unless told otherwise.
 */
export function FormField<F extends string>(props: FormFieldProps<F>) {
  const { form, field, type, hint, margin = 'dense', required = true, ...input } = props;
  const bound = { ...input, ...form.field(field, hint), margin, required };
  if (type === 'password') return <PasswordField {...bound} />;
  return <TextInput {...bound} type={type} />;
}
