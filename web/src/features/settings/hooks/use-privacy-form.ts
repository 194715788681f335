import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import type { UserRecord } from '@/shared/lib/user-record';
import { notify } from '@/shared/ui/notify';
import { savePrivacy } from '../api/social-settings-api';
import type { PrivacyValues } from '../lib/privacy-values';
import { privacyChanges, savedPrivacy } from '../lib/privacy-values';

const noRules = () => ({});

/** The privacy form: who sees the user's presence and who may send friend requests. */
export function usePrivacyForm(record: UserRecord) {
  const { t } = useTranslation();
  // note: the record's identity changes only when the session's record does (after a save).
  const saved: PrivacyValues = useMemo(() => savedPrivacy(record), [record]);
  const form = useForm({
    initial: saved,
    validate: noRules,
    onSubmit: async (values) => {
      const next = savedPrivacy(await savePrivacy(record.id, privacyChanges(values)));
      form.reset(next);
      notify.success(t('settings.social.privacy.saved'));
    },
  });
  const dirty =
    form.values.presenceVisibility !== saved.presenceVisibility ||
    form.values.friendRequestsFrom !== saved.friendRequestsFrom;
  return { form, dirty };
}
