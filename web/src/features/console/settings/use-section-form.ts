import { useCallback, useState } from 'react';
import type { FieldError } from '@/shared/lib/api-error';
import { serverFieldErrors } from './server-field-errors';

/** A section's form: its draft, whether it changed, and its save with the server's errors. */
export interface SectionForm<T> {
  draft: T;
  setDraft: (update: (draft: T) => T) => void;
  dirty: boolean;
  saving: boolean;
  /** An error no field shows (network, 403…). */
  error: unknown;
  /** The server's error for a field path (`smtp.host`), if any. */
  fieldError: (path: string) => FieldError | undefined;
  /** Sends the changes; resolves with whether they were saved. */
  save: () => Promise<boolean>;
  /** Forgets the draft's changes. */
  reset: () => void;
}

/**
 * Keeps a section's draft apart from what was loaded. `save` gets the loaded values and the
 * draft and sends only what changed; afterwards the draft is the new baseline.
 */
export function useSectionForm<T>(
  initial: T,
  save: (initial: T, draft: T) => Promise<T | null>,
  isDirty: (initial: T, draft: T) => boolean,
): SectionForm<T> {
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraftState] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, FieldError>>({});
  const setDraft = useCallback((update: (draft: T) => T) => setDraftState(update), []);
  const submit = async () => {
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      const saved = await save(baseline, draft);
      const next = saved ?? draft;
      setBaseline(next);
      setDraftState(next);
      return true;
    } catch (caught) {
      const byField = serverFieldErrors(caught);
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0) setError(caught);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return {
    draft,
    setDraft,
    dirty: isDirty(baseline, draft),
    saving,
    error,
    fieldError: (path) => fieldErrors[path],
    save: submit,
    reset: () => setDraftState(baseline),
  };
}
