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
import { FormAlert } from '@/shared/ui/form-alert';
import { notify } from '@/shared/ui/notify';
import { PasswordField } from '@/shared/ui/password-field';
import { changePassword } from '../api/settings-api';
import { SettingsSection } from './settings-section';

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
  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint = ' ') => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      {...form.field(name, hint)}
      margin="dense"
      required
    />
  );

  return (
    <SettingsSection title={t('settings.password.title')} lead={t('settings.password.lead')}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={t('settings.password.title')}
      >
        <FormAlert error={form.formError} />
        {/* note: a hidden username field lets password managers tie the change to the account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        {field('oldPassword', t('auth.fields.currentPassword'), 'current-password')}
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {field(
            'password',
            t('auth.fields.newPassword'),
            'new-password',
            t('auth.register.passwordHint'),
          )}
          {field('passwordConfirm', t('auth.fields.passwordConfirm'), 'new-password')}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" loading={form.submitting}>
            {t('settings.password.submit')}
          </Button>
        </Box>
      </Box>
    </SettingsSection>
  );
}
