import { useTranslation } from '@/i18n/i18n';
import { LanguageChoice } from './language-choice';
import { SettingsSection } from './settings-section';
import { SurfaceChoice } from './surface-choice';

/** Language and surface colour: both apply at once and are remembered on this device. */
export function AppearanceSettings() {
  const { t } = useTranslation();
  return (
    <>
      <SettingsSection title={t('settings.language.title')} lead={t('settings.language.lead')}>
        <LanguageChoice />
      </SettingsSection>
      <SettingsSection title={t('settings.theme.title')} lead={t('settings.theme.lead')}>
        <SurfaceChoice />
      </SettingsSection>
    </>
  );
}
