import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { notify } from '@/shared/ui/notify';
import { saveStatus } from '../api/social-settings-api';
import { NO_STATUS } from '../lib/status-values';

/** Clears the custom status at once; `onCleared` empties the form. */
export function useClearStatus(id: string, onCleared: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [clearing, setClearing] = useState(false);
  const clear = () => {
    setClearing(true);
    saveStatus(id, NO_STATUS)
      .then(() => {
        onCleared();
        notify.success(t('settings.social.status.cleared'));
      })
      .catch((error: unknown) => notify.error(errorText(error)))
      .finally(() => setClearing(false));
  };
  return { clearing, clear };
}
