import type { PresenceMode } from '@hearth/shared';
import { PRESENCE_MODES } from '@hearth/shared';
import { useTranslation } from '@/i18n/i18n';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { usePresenceForm } from '../hooks/use-presence-form';
import { PresenceDot } from './presence-dot';
import { RadioChoice } from './radio-choice';
import { SaveButton } from './save-button';

/** Online, do not disturb or invisible, each with a line on what it means. */
export function PresenceForm({ mode }: { mode: PresenceMode }) {
  const { t } = useTranslation();
  const { form, dirty } = usePresenceForm(mode);
  const options = PRESENCE_MODES.map((value) => ({
    value,
    label: t(`settings.social.presence.${value}`),
    description: t(`settings.social.presence.${value}Body`),
    icon: <PresenceDot mode={value} />,
  }));
  return (
    <LabelledForm form={form} label={t('settings.social.presence.title')}>
      <RadioChoice
        form={form}
        field="mode"
        legend={t('settings.social.presence.legend')}
        options={options}
      />
      <SaveButton dirty={dirty} saving={form.submitting} />
    </LabelledForm>
  );
}
