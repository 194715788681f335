import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { AuthCollectionModel } from '@/shared/lib/pb';
import type { ProviderKind } from './auth-collections-api';
import { ProviderFields } from './provider-fields';
import { SettingsForm } from './settings-form';
import type { ProviderDraft } from './sign-in-options';
import { signInOptionsOf, signInPatch } from './sign-in-options';
import { SwitchField } from './switch-field';
import { useCollectionSection } from './use-collection-section';
import { useFieldText } from './use-field-text';

/** One auth collection's ways to sign in: password, one-time codes, MFA and OAuth2 providers. */
export function CollectionSignInForm(props: {
  collection: AuthCollectionModel;
  kinds: ProviderKind[];
}) {
  const { t } = useTranslation();
  const form = useCollectionSection(
    props.collection,
    (collection) => signInOptionsOf(collection, props.kinds),
    signInPatch,
  );
  const field = useFieldText(form);
  const options = form.draft;
  const toggle = (key: 'passwordAuth' | 'otp' | 'mfa' | 'oauth2') => (on: boolean) =>
    form.setDraft((draft) => ({ ...draft, [key]: on }));
  const setProvider = (index: number) => (provider: ProviderDraft) =>
    form.setDraft((draft) => ({
      ...draft,
      providers: draft.providers.map((old, at) => (at === index ? provider : old)),
    }));
  // The server names a provider's errors by its place among the enabled ones it was sent.
  const sentIndex = (index: number) =>
    options.providers.slice(0, index).filter((item) => item.enabled).length;
  return (
    <SettingsForm
      title={t('console.settings.signIn.collection', { name: props.collection.name })}
      form={form}
    >
      <SwitchField
        label={t('console.settings.signIn.password')}
        checked={options.passwordAuth}
        onChange={toggle('passwordAuth')}
      />
      <SwitchField
        label={t('console.settings.signIn.otp')}
        checked={options.otp}
        onChange={toggle('otp')}
      />
      <SwitchField
        label={t('console.settings.signIn.mfa')}
        hint={t('console.settings.signIn.mfaHint')}
        checked={options.mfa}
        onChange={toggle('mfa')}
      />
      <SwitchField
        label={t('console.settings.signIn.oauth2')}
        checked={options.oauth2}
        onChange={toggle('oauth2')}
      />
      {field('mfa.enabled').error && (
        <Typography color="error" variant="body2" role="alert">
          {field('mfa.enabled').helperText}
        </Typography>
      )}
      <Divider />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('console.settings.signIn.providers')}
      </Typography>
      {options.providers.map((provider, index) => (
        <ProviderFields
          key={provider.name}
          provider={provider}
          onChange={setProvider(index)}
          fieldText={(key, hint) => field(`oauth2.providers.${sentIndex(index)}.${key}`, hint)}
        />
      ))}
    </SettingsForm>
  );
}
