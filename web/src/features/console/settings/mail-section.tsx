import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PasswordField } from '@/shared/ui/password-field';
import { TextInput } from '@/shared/ui/text-input';
import { SettingsForm } from './settings-form';
import type { AppSettings } from './settings-types';
import { SwitchField } from './switch-field';
import { TestMailDialog } from './test-mail-dialog';
import { useFieldText } from './use-field-text';
import { useSettingsSection } from './use-settings-section';

const pick = ({ meta, smtp }: AppSettings) => ({
  meta: { senderName: meta.senderName, senderAddress: meta.senderAddress },
  smtp: { ...smtp },
});

type Smtp = AppSettings['smtp'];

/** The sender, the SMTP server (its password write-only), and a test mail. */
export function MailSection(props: {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsSection(props.settings, pick, props.onSaved);
  const field = useFieldText(form);
  const [testing, setTesting] = useState(false);
  const authLabelId = useId();
  const { meta, smtp } = form.draft;
  const setMeta = (change: Partial<typeof meta>) =>
    form.setDraft((draft) => ({ ...draft, meta: { ...draft.meta, ...change } }));
  const setSmtp = (change: Partial<Smtp>) =>
    form.setDraft((draft) => ({ ...draft, smtp: { ...draft.smtp, ...change } }));
  return (
    <SettingsForm title={t('console.settings.mail.title')} form={form}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label={t('console.settings.mail.senderName')}
          value={meta.senderName}
          onChange={(event) => setMeta({ senderName: event.target.value })}
          {...field('meta.senderName')}
        />
        <TextInput
          label={t('console.settings.mail.senderAddress')}
          value={meta.senderAddress}
          type="email"
          onChange={(event) => setMeta({ senderAddress: event.target.value })}
          {...field('meta.senderAddress')}
        />
      </Stack>
      <SwitchField
        label={t('console.settings.mail.smtpEnabled')}
        hint={t('console.settings.mail.smtpHint')}
        checked={smtp.enabled}
        onChange={(enabled) => setSmtp({ enabled })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label={t('console.settings.mail.host')}
          value={smtp.host}
          onChange={(event) => setSmtp({ host: event.target.value })}
          {...field('smtp.host')}
        />
        <TextInput
          label={t('console.settings.mail.port')}
          value={String(smtp.port)}
          inputMode="numeric"
          onChange={(event) => setSmtp({ port: Number(event.target.value) })}
          {...field('smtp.port')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label={t('console.settings.mail.username')}
          value={smtp.username}
          autoComplete="off"
          onChange={(event) => setSmtp({ username: event.target.value })}
          {...field('smtp.username')}
        />
        <PasswordField
          label={t('console.settings.mail.password')}
          value={smtp.password}
          autoComplete="new-password"
          onChange={(event) => setSmtp({ password: event.target.value })}
          {...field('smtp.password', t('console.settings.mail.passwordHint'))}
        />
      </Stack>
      <FormControl fullWidth>
        <InputLabel id={authLabelId} shrink>
          {t('console.settings.mail.authMethod')}
        </InputLabel>
        <Select
          displayEmpty
          notched
          labelId={authLabelId}
          label={t('console.settings.mail.authMethod')}
          value={smtp.authMethod}
          onChange={(event) => setSmtp({ authMethod: event.target.value })}
        >
          <MenuItem value="">{t('console.settings.mail.authAuto')}</MenuItem>
          <MenuItem value="PLAIN">PLAIN</MenuItem>
          <MenuItem value="LOGIN">LOGIN</MenuItem>
        </Select>
      </FormControl>
      <SwitchField
        label={t('console.settings.mail.tls')}
        hint={t('console.settings.mail.tlsHint')}
        checked={smtp.tls}
        onChange={(tls) => setSmtp({ tls })}
      />
      <TextInput
        label={t('console.settings.mail.localName')}
        value={smtp.localName}
        onChange={(event) => setSmtp({ localName: event.target.value })}
        {...field('smtp.localName', t('console.settings.mail.localNameHint'))}
      />
      <div>
        <Button variant="outlined" onClick={() => setTesting(true)} disabled={form.dirty}>
          {t('console.settings.mail.test')}
        </Button>
        {form.dirty && <FormHelperText>{t('console.settings.mail.testHint')}</FormHelperText>}
      </div>
      <TestMailDialog open={testing} onClose={() => setTesting(false)} />
    </SettingsForm>
  );
}
