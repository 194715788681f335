import type { PresenceMode } from '@hearth/shared';
import { PRESENCE_MODES } from '@hearth/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { notify } from '@/shared/ui/notify';
import { savePresence } from '../api/social-settings-api';

const noRules = () => ({});

/** The presence form: one of online, do not disturb or invisible, saved through the route. */
export function usePresenceForm(loadedMode: PresenceMode) {
  const { t } = useTranslation();
  const [savedMode, setSavedMode] = useState(loadedMode);
  const initial = useMemo(() => ({ mode: savedMode }), [savedMode]);
  const form = useForm<'mode'>({
    initial,
    validate: noRules,
    onSubmit: async ({ mode }) => {
      const chosen = PRESENCE_MODES.find((known) => known === mode) ?? 'online';
      const kept = await savePresence(chosen);
      form.reset({ mode: kept });
      setSavedMode(kept);
      notify.success(t('settings.social.presence.saved'));
    },
  });
  return { form, dirty: form.values.mode !== initial.mode };
}
