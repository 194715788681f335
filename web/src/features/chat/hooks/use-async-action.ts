import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { notify } from '@/shared/ui/notify';

/**
 * Runs a chat command, busy while it runs; a failure is said in a notification, so every button
 * of the chat screens reports the same way. Resolves to whether it worked.
 */
export function useAsyncAction() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await action();
        return true;
      } catch (error) {
        notify.error(t('chat.actionFailed'), errorText(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t, errorText],
  );
  return { busy, run };
}
