import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { TextInput } from '@/shared/ui/text-input';
import { parseHeaderList } from './header-list';
import { SettingsForm } from './settings-form';
import type { AppSettings } from './settings-types';
import { SwitchField } from './switch-field';
import { useFieldText } from './use-field-text';
import { useSettingsSection } from './use-settings-section';

const pick = ({ trustedProxy }: AppSettings) => ({ trustedProxy: { ...trustedProxy } });

/** Which proxy headers carry the client's address, and which address of a list to take. */
export function TrustedProxySection(props: {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsSection(props.settings, pick, props.onSaved);
  const field = useFieldText(form);
  const proxy = form.draft.trustedProxy;
  const [headersText, setHeadersText] = useState(proxy.headers.join(', '));
  // The typed text stays as typed while it means the draft's list (after Discard or a save it does not).
  const typedMatches = parseHeaderList(headersText).join() === proxy.headers.join();
  const shownHeaders = typedMatches ? headersText : proxy.headers.join(', ');
  const set = (change: Partial<typeof proxy>) =>
    form.setDraft((draft) => ({ trustedProxy: { ...draft.trustedProxy, ...change } }));
  return (
    <SettingsForm
      title={t('console.settings.trustedProxy.title')}
      lead={t('console.settings.trustedProxy.lead')}
      form={form}
    >
      <TextInput
        label={t('console.settings.trustedProxy.headers')}
        value={shownHeaders}
        placeholder="X-Forwarded-For, X-Real-IP"
        onChange={(event) => {
          setHeadersText(event.target.value);
          set({ headers: parseHeaderList(event.target.value) });
        }}
        {...field('trustedProxy.headers', t('console.settings.trustedProxy.headersHint'))}
      />
      <SwitchField
        label={t('console.settings.trustedProxy.leftmost')}
        hint={t('console.settings.trustedProxy.leftmostHint')}
        checked={proxy.useLeftmostIP}
        onChange={(useLeftmostIP) => set({ useLeftmostIP })}
      />
    </SettingsForm>
  );
}
