import { useCallback, useState } from 'react';
import { useErrorText, useFieldErrorText } from '@/shared/hooks/use-error-text';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import { notify } from '@/shared/ui/notify';

/** A translated sentence for a failed social write: its field error if it has one. */
function useActionErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  return useCallback(
    (error: unknown) => {
      const [first] = Object.values(fieldErrorsOf(error));
      return first ? fieldErrorText(first) : errorText(error);
    },
    [errorText, fieldErrorText],
  );
}

/**
 * Runs one social write at a time: `busy` while it runs, a notification with `success` when it
 * worked, and the translated reason when it did not. Resolves with whether it worked.
 */
export function useSocialAction(): {
  busy: boolean;
  run: (action: () => Promise<void>, success?: string) => Promise<boolean>;
} {
  const [busy, setBusy] = useState(false);
  const errorText = useActionErrorText();
  const run = useCallback(
    async (action: () => Promise<void>, success?: string) => {
      setBusy(true);
      try {
        await action();
        if (success) notify.success(success);
        return true;
      } catch (error) {
        notify.error(errorText(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [errorText],
  );
  return { busy, run };
}
