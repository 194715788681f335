import type { Language } from '@hearth/shared';
import { useCallback } from 'react';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { users } from '../lib/load-pb';
import { currentUser } from '../lib/session';
import { notify } from '../ui/notify';

/**
 * Switches the app language; when signed in, the choice is also saved on the user's record (so
 * mails from the server can use it). A failed load keeps the current language and says so.
 */
export function useChangeLanguage(): (language: Language) => Promise<boolean> {
  return useCallback(async (language: Language) => {
    const loaded = await loadLanguage(language);
    if (!loaded) {
      notify.error(i18n.t('language.loadFailed'));
      return false;
    }
    const user = currentUser();
    if (user && user.language !== language) {
      users()
        .then((api) => api.update(user.id, { language }, { requestKey: 'user-language' }))
        .catch((error: unknown) => {
          // eslint-disable-next-line no-console -- a preference that did not sync is only logged.
          console.warn('Could not save the language on the account:', error);
        });
    }
    return true;
  }, []);
}
