import { FRIEND_REQUESTS_FROM, PRESENCE_VISIBILITY } from '@hearth/shared';
import { useTranslation } from '@/i18n/i18n';
import type { UserRecord } from '@/shared/lib/user-record';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { usePrivacyForm } from '../hooks/use-privacy-form';
import { RadioChoice } from './radio-choice';
import { SaveButton } from './save-button';
import { SettingsSection } from './settings-section';

/** Who sees the user's online status and last seen, and who may send them friend requests. */
export function PrivacySettings({ record }: { record: UserRecord }) {
  const { t } = useTranslation();
  const { form, dirty } = usePrivacyForm(record);
  const title = t('settings.social.privacy.title');
  const visibility = PRESENCE_VISIBILITY.map((value) => ({
    value,
    label: t(`settings.social.privacy.visibility.${value}`),
    description: t(`settings.social.privacy.visibility.${value}Body`),
  }));
  const requests = FRIEND_REQUESTS_FROM.map((value) => ({
    value,
    label: t(`settings.social.privacy.requests.${value}`),
    description: t(`settings.social.privacy.requests.${value}Body`),
  }));
  return (
    <SettingsSection title={title} lead={t('settings.social.privacy.lead')}>
      <LabelledForm form={form} label={title}>
        <RadioChoice
          form={form}
          field="presenceVisibility"
          legend={t('settings.social.privacy.visibility.legend')}
          options={visibility}
        />
        <RadioChoice
          form={form}
          field="friendRequestsFrom"
          legend={t('settings.social.privacy.requests.legend')}
          options={requests}
        />
        <SaveButton dirty={dirty} saving={form.submitting} />
      </LabelledForm>
    </SettingsSection>
  );
}
