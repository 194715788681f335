import { useTranslation } from '@/i18n/i18n';
import { TextInput } from '@/shared/ui/text-input';
import { SettingsForm } from './settings-form';
import type { AppSettings } from './settings-types';
import { SwitchField } from './switch-field';
import { isHttpUrl } from './url-check';
import { useFieldText } from './use-field-text';
import { useSettingsSection } from './use-settings-section';

const pick = ({ meta }: AppSettings) => ({
  meta: { appName: meta.appName, appURL: meta.appURL, hideControls: meta.hideControls },
});

/** The application's name, its public address, and whether collection editing is hidden. */
export function ApplicationSection(props: {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsSection(props.settings, pick, props.onSaved);
  const field = useFieldText(form);
  const meta = form.draft.meta;
  const set = (change: Partial<typeof meta>) =>
    form.setDraft((draft) => ({ meta: { ...draft.meta, ...change } }));
  const nameMissing = meta.appName.trim() === '';
  const urlInvalid = !isHttpUrl(meta.appURL);
  return (
    <SettingsForm
      title={t('console.settings.application.title')}
      form={form}
      invalid={nameMissing || urlInvalid}
    >
      <TextInput
        label={t('console.settings.application.name')}
        value={meta.appName}
        required
        onChange={(event) => set({ appName: event.target.value })}
        {...field(
          'meta.appName',
          undefined,
          nameMissing ? t('console.settings.required') : undefined,
        )}
      />
      <TextInput
        label={t('console.settings.application.url')}
        value={meta.appURL}
        type="url"
        inputMode="url"
        required
        onChange={(event) => set({ appURL: event.target.value })}
        {...field(
          'meta.appURL',
          t('console.settings.application.urlHint'),
          urlInvalid ? t('console.settings.application.urlInvalid') : undefined,
        )}
      />
      <SwitchField
        label={t('console.settings.application.hideControls')}
        hint={t('console.settings.application.hideControlsHint')}
        checked={meta.hideControls}
        onChange={(hideControls) => set({ hideControls })}
      />
    </SettingsForm>
  );
}
