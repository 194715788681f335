import { useTranslation } from '@/i18n/i18n';
import type { UserRecord } from '@/shared/lib/user-record';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { useClearStatus } from '../hooks/use-clear-status';
import { useStatusForm } from '../hooks/use-status-form';
import { NO_STATUS_VALUES } from '../lib/status-values';
import { SettingsSection } from './settings-section';
import { StatusActions } from './status-actions';
import { StatusExpirySelect } from './status-expiry-select';
import { StatusFields } from './status-fields';

/** The custom status friends see beside the user's name: set, change or clear it. */
export function StatusSettings({ record }: { record: UserRecord }) {
  const { t } = useTranslation();
  const { form, saved, dirty } = useStatusForm(record);
  const { clearing, clear } = useClearStatus(record.id, () => form.reset(NO_STATUS_VALUES));
  const title = t('settings.social.status.title');
  return (
    <SettingsSection title={title} lead={t('settings.social.status.lead')}>
      <LabelledForm form={form} label={title}>
        <StatusFields form={form} />
        <StatusExpirySelect form={form} keepUntil={saved.expiresAt} />
        <StatusActions
          isSet={saved.isSet}
          dirty={dirty}
          saving={form.submitting}
          clearing={clearing}
          onClear={clear}
        />
      </LabelledForm>
    </SettingsSection>
  );
}
