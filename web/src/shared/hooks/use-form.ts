import type { FormEvent } from 'react';
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../lib/api-error';
import { fieldErrorsOf } from '../lib/api-error';
import type { FieldIssue } from '../lib/validation';
import { useFieldErrorText } from './use-error-text';

type Values<F extends string> = Record<F, string>;

export interface UseFormOptions<F extends string> {
  initial: Values<F>;
  /** Checks every field as the user types; `null` means valid. */
  validate: (values: Values<F>) => Partial<Record<F, FieldIssue | null>>;
  onSubmit: (values: Values<F>) => Promise<void>;
}

/** The props `field()` gives an input. */
export interface BoundField {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string;
}

/** What a form needs: values, translated field errors (client and server), a form-level error. */
export interface FormState<F extends string> {
  values: Values<F>;
  setValue: (field: F, value: string) => void;
  /** The translated message to show under a field, if any. */
  errorOf: (field: F) => string | undefined;
  /**
   * The props that bind an input to a field: its value, change handler, error state and the
   * text under it (the error, else `hint`; a blank line by default, so the form does not jump).
   */
  field: (field: F, hint?: string) => BoundField;
  /** A failure that belongs to no field of this form. */
  formError: unknown;
  submitting: boolean;
  handleSubmit: (event: FormEvent) => void;
  reset: (values?: Values<F>) => void;
}

/**
 * A small form controller: rules are checked as you type (once a field was touched) and on
 * submit, and the server's field error codes land on the matching fields. The server's errors
 * last until the next attempt; editing a field clears its own at once.
 */
export function useForm<F extends string>(options: UseFormOptions<F>): FormState<F> {
  const { initial, validate, onSubmit } = options;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, FieldError>>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const fieldErrorText = useFieldErrorText();
  const issues = useMemo(() => validate(values), [validate, values]);
  // note: `initial` is a Values<F>, so its keys are exactly F; Object.keys only promises strings.
  const fields = useMemo(() => Object.keys(initial) as F[], [initial]);

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const errorOf = (field: F): string | undefined => {
    const issue = touched.has(field) ? issues[field] : null;
    if (issue) return fieldErrorText(issue);
    const server = serverErrors[field];
    return server ? fieldErrorText(server) : undefined;
  };

  const field = (name: F, hint = ' '): BoundField => {
    const error = errorOf(name);
    return {
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
      error: Boolean(error),
      helperText: error ?? hint,
    };
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Errors belong to the attempt that caused them: a new one, even one the rules stop here,
    // starts without the server's answer to the last.
    setServerErrors({});
    setFormError(null);
    setTouched(new Set(fields));
    if (fields.some((field) => issues[field])) return;
    setSubmitting(true);
    onSubmit(values)
      .catch((error: unknown) => {
        const byField = fieldErrorsOf(error);
        setServerErrors(byField);
        // A failure with no field of ours to show it on is shown above the form.
        if (!fields.some((field) => byField[field])) setFormError(error);
      })
      .finally(() => setSubmitting(false));
  };

  const reset = useCallback(
    (next?: Values<F>) => {
      setValues(next ?? initial);
      setTouched(new Set());
      setServerErrors({});
      setFormError(null);
    },
    [initial],
  );

  return { values, setValue, errorOf, field, formError, submitting, handleSubmit, reset };
}
