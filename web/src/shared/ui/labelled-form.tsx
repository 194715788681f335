import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { FormState } from '../hooks/use-form';
import { FormAlert } from './form-alert';

/** A `useForm` form, named for screen readers, with its form-level error above its fields. */
export function LabelledForm(props: {
  form: Pick<FormState<string>, 'handleSubmit' | 'formError'>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={props.form.handleSubmit} aria-label={props.label}>
      <FormAlert error={props.form.formError} />
      {props.children}
    </Box>
  );
}
