import Stack from '@mui/material/Stack';
import { useTranslation } from '@/i18n/i18n';
import { PasswordField } from '@/shared/ui/password-field';
import { TextInput } from '@/shared/ui/text-input';
import type { ProviderDraft } from './sign-in-options';
import { needsUrls } from './sign-in-options';
import { SwitchField } from './switch-field';

/** A field's error state for a provider's key. */
type FieldText = (key: string, hint?: string) => { error: boolean; helperText?: string };

/** One OAuth2 provider: on or off, and when on its client and (OpenID Connect) its addresses. */
export function ProviderFields(props: {
  provider: ProviderDraft;
  onChange: (provider: ProviderDraft) => void;
  fieldText: FieldText;
}) {
  const { t } = useTranslation();
  const { provider } = props;
  const set = (change: Partial<ProviderDraft>) => props.onChange({ ...provider, ...change });
  const urlFields = ['authURL', 'tokenURL', 'userInfoURL'] as const;
  // The OpenID Connect slots share a display name; their key tells them apart.
  const kindLabel = needsUrls(provider.name)
    ? `${provider.displayName} (${provider.name})`
    : provider.displayName;
  return (
    <Stack spacing={2} role="group" aria-label={kindLabel}>
      <SwitchField
        label={kindLabel}
        checked={provider.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      {provider.enabled && (
        <Stack spacing={2} sx={{ pl: { xs: 0, sm: 4 } }}>
          {needsUrls(provider.name) && (
            <TextInput
              label={t('console.settings.signIn.displayName')}
              value={provider.displayName}
              onChange={(event) => set({ displayName: event.target.value })}
              {...props.fieldText('displayName')}
            />
          )}
          <TextInput
            label={t('console.settings.signIn.clientId')}
            value={provider.clientId}
            autoComplete="off"
            onChange={(event) => set({ clientId: event.target.value })}
            {...props.fieldText('clientId')}
          />
          <PasswordField
            label={t('console.settings.signIn.clientSecret')}
            value={provider.clientSecret}
            autoComplete="new-password"
            onChange={(event) => set({ clientSecret: event.target.value })}
            {...props.fieldText('clientSecret', t('console.settings.signIn.clientSecretHint'))}
          />
          {needsUrls(provider.name) &&
            urlFields.map((key) => (
              <TextInput
                key={key}
                label={t(`console.settings.signIn.${key}`)}
                value={provider[key]}
                type="url"
                inputMode="url"
                onChange={(event) => set({ [key]: event.target.value })}
                {...props.fieldText(key)}
              />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
