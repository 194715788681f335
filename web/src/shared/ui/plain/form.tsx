import type { ReactNode } from 'react';
import type { FormState } from '@/shared/hooks/use-form';
import { FormAlert } from './alert';

/** A `useForm` form, named for screen readers, with its form-level error above its fields. */
export function Form(props: {
  form: Pick<FormState<string>, 'handleSubmit' | 'formError'>;
  label: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={props.form.handleSubmit} aria-label={props.label}>
      <FormAlert error={props.form.formError} />
      {props.children}
    </form>
  );
}
