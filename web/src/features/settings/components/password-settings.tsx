import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import {
  validatePassword,
  validatePasswordConfirm,
  validateRequired,
} from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { notify } from '@/shared/ui/notify';
import { AccountUsername } from '@/shared/ui/plain/account-username';
import { changePassword } from '../api/settings-api';
import { SettingsSection } from './settings-section';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';

const EMPTY = { oldPassword: '', password: '', passwordConfirm: '' };

/** Changes the password; the current one is required. */
export function PasswordSettings({ user }: { user: { id: string; email: string } }) {
  const { t } = useTranslation();
  const initial = useMemo(() => EMPTY, []);
  const validate = useCallback(
    (values: typeof EMPTY) => ({
      oldPassword: validateRequired(values.oldPassword),
      password: validatePassword(values.password),
      passwordConfirm: validatePasswordConfirm(values.passwordConfirm, values.password),
    }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async (values) => {
      await changePassword(user, values);
      form.reset();
      notify.success(t('settings.password.changed'));
    },
  });

  return (
    <SettingsSection title={t('settings.password.title')} lead={t('settings.password.lead')}>
      <LabelledForm form={form} label={t('settings.password.title')}>
        <AccountUsername email={user.email} />
        <FormField
          form={form}
          field="oldPassword"
          label={t('auth.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <NewPasswordFields form={form} label={t('auth.fields.newPassword')} named />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" loading={form.submitting}>
            {t('settings.password.submit')}
          </Button>
        </Box>
      </LabelledForm>
    </SettingsSection>
  );
}
