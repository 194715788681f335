import Alert from '@mui/material/Alert';
import { useErrorText, useFieldErrorText } from '../hooks/use-error-text';
import { fieldErrorsOf } from '../lib/api-error';

/** A form-level error: the translated message plus any field errors no field of the form shows. */
export function FormAlert({ error }: { error: unknown }) {
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  if (!error) return null;
  const fieldErrors = Object.values(fieldErrorsOf(error));
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {errorText(error)}
      {fieldErrors.map((item) => (
        <div key={item.code}>{fieldErrorText(item)}</div>
      ))}
    </Alert>
  );
}
