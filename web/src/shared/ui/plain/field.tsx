import './plain.css';
import type { HTMLAttributes } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { FormState } from '@/shared/hooks/use-form';
import { Icon, ICONS } from './icon';

/** A required outlined input bound to one field of a `useForm` form. */
export interface FieldProps<F extends string> {
  form: Pick<FormState<F>, 'field'>;
  /** The form value it edits (`name` stays the input's own name, for password managers). */
  field: F;
  label: string;
  /** Every field says how browsers may fill it. */
  autoComplete: string;
  /** `password` adds the show/hide toggle. */
  type?: 'email' | 'password';
  name?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  autoFocus?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  letterSpacing?: string;
}

/**
 * The signed-out pages' text field: the same floating label, outline, and error or hint line as
 * the signed-in app's `FormField`, with the message tied to the input for screen readers.
 */
export function Field<F extends string>(props: FieldProps<F>) {
  const { t } = useTranslation();
  const id = useId();
  const helperId = `${id}-helper`;
  const [visible, setVisible] = useState(false);
  const bound = props.form.field(props.field, props.hint);
  const password = props.type === 'password';
  const inputType = password ? (visible ? 'text' : 'password') : props.type;
  const blankHelper = !bound.helperText.trim();
  return (
    <div className={bound.error ? 'h-field h-field--error' : 'h-field'}>
      <div className={password ? 'h-field-box h-field-box--end' : 'h-field-box'}>
        <input
          id={id}
          className="h-input"
          name={props.name}
          type={inputType}
          value={bound.value}
          onChange={bound.onChange}
          autoComplete={props.autoComplete}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only a field that appears because the user asked for it (the mailed code) is focused.
          autoFocus={props.autoFocus}
          inputMode={props.inputMode}
          style={props.letterSpacing ? { letterSpacing: props.letterSpacing } : undefined}
          required
          aria-invalid={bound.error}
          aria-describedby={bound.helperText ? helperId : undefined}
          // note: a blank placeholder lets CSS tell an empty field (label inside) from a filled one.
          placeholder=" "
        />
        <label className="h-label" htmlFor={id}>
          {props.label}
          <span aria-hidden="true"> *</span>
        </label>
        <fieldset className="h-outline" aria-hidden="true">
          <legend>
            <span>{props.label} *</span>
          </legend>
        </fieldset>
        {password && (
          <span className="h-adornment">
            <button
              type="button"
              className="h-icon-button"
              onClick={() => setVisible((value) => !value)}
              aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
              aria-pressed={visible}
            >
              <Icon path={visible ? ICONS.visibilityOff : ICONS.visibility} small />
            </button>
          </span>
        )}
      </div>
      {bound.helperText && (
        <p id={helperId} className="h-helper">
          {blankHelper ? <span aria-hidden="true">{'\u200b'}</span> : bound.helperText}
        </p>
      )}
    </div>
  );
}
