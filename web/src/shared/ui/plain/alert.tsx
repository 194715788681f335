import './plain.css';
import type { ReactNode } from 'react';
import { useErrorText, useFieldErrorText } from '@/shared/hooks/use-error-text';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import { Icon, ICONS } from './icon';

/** A tinted message box: an error (read out at once) or a success (read out politely). */
export function Alert(props: {
  severity: 'error' | 'success';
  icon?: string;
  children: ReactNode;
}) {
  const error = props.severity === 'error';
  return (
    <div className={`h-alert h-alert--${props.severity}`} role={error ? 'alert' : 'status'}>
      <Icon path={props.icon ?? ICONS.errorOutline} />
      <div className="h-alert-message">{props.children}</div>
    </div>
  );
}

/** A form-level error: the translated message plus any field errors no field of the form shows. */
export function FormAlert({ error }: { error: unknown }) {
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  if (!error) return null;
  const fieldErrors = Object.values(fieldErrorsOf(error));
  return (
    <Alert severity="error">
      {errorText(error)}
      {fieldErrors.map((item) => (
        <div key={item.code}>{fieldErrorText(item)}</div>
      ))}
    </Alert>
  );
}
