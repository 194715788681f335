import { useFieldErrorText } from '@/shared/hooks/use-error-text';
import type { SectionForm } from './use-section-form';

/**
 * Props for a field's error state: the server's error for `path` translated, else `hint`.
 */
export function useFieldText<T>(form: SectionForm<T>) {
  const fieldErrorText = useFieldErrorText();
  return (path: string, hint?: string, clientError?: string) => {
    const serverError = form.fieldError(path);
    const message = clientError ?? (serverError ? fieldErrorText(serverError) : undefined);
    return { error: message !== undefined, helperText: message ?? hint };
  };
}
