import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormField } from '@/shared/ui/form-field';
import { requestEmailChange } from '../api/profile-api';

/** Requests an email change: the new address gets a link that confirms it. */
export function EmailChangeCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initial = useMemo(() => ({ newEmail: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => {
      const issue = validateEmail(values.newEmail);
      if (issue) return { newEmail: issue };
      return {
        newEmail:
          values.newEmail.trim() === currentEmail
            ? { code: 'validation_invalid_new_email' as const }
            : null,
      };
    },
    [currentEmail],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ newEmail }) => {
      await requestEmailChange(newEmail);
      setSentTo(newEmail.trim());
      form.reset();
    },
  });

  return (
    <Card
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="email-change-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="email-change-title" variant="h6" component="h2">
        {t('profile.email.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('profile.email.current', { email: currentEmail })}
      </Typography>
      {sentTo && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('profile.email.sent', { email: sentTo })}
        </Alert>
      )}
      <FormAlert error={form.formError} />
      <FormField
        form={form}
        field="newEmail"
        label={t('profile.email.newEmail')}
        type="email"
        autoComplete="email"
        hint={t('profile.email.hint')}
        margin="none"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" loading={form.submitting}>
          {t('profile.email.submit')}
        </Button>
      </Box>
    </Card>
  );
}
