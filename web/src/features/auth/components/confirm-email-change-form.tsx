import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useFieldErrorText } from '@/shared/hooks/use-error-text';
import { useForm } from '@/shared/hooks/use-form';
import type { FieldError } from '@/shared/lib/api-error';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import { validateRequired } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { AccountUsername } from '@/shared/ui/plain/account-username';
import { SubmitButton } from '@/shared/ui/submit-button';
import { confirmEmailChange } from '../api/auth-api';
import type { LinkToken } from '../lib/link-token';
import { useLinkState } from '../hooks/use-link-state';
import { AuthHeading } from './auth-heading';

/**
 * Confirms an email change from the mailed link; PocketBase asks for the current password. A link
 * that no longer works shows why and leads to the profile, where a new one is asked for.
 */
export function ConfirmEmailChangeForm(props: {
  token: string | null;
  /** With the new address, so the sign-in form can offer it. */
  onDone: (email: string | null) => void;
}) {
  const { t } = useTranslation();
  if (props.token) return <EmailChangeLink token={props.token} onDone={props.onDone} />;
  return (
    <Box>
      <AuthHeading title={t('auth.emailChange.title')} />
      <Alert severity="error" role="alert">
        {t('auth.verify.missingToken')}
      </Alert>
    </Box>
  );
}

function EmailChangeLink(props: { token: string; onDone: (email: string | null) => void }) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const { link, refused, refuse } = useLinkState('emailChange', props.token);
  return (
    <Box>
      <AuthHeading
        title={t('auth.emailChange.title')}
        lead={refused ? undefined : t('auth.emailChange.lead')}
      />
      {refused ? (
        <>
          <Alert severity="error" role="alert">
            {fieldErrorText(refused)}
          </Alert>
          <Button
            component={Link}
            to={PATHS.profile}
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
          >
            {t('auth.newLink')}
          </Button>
        </>
      ) : (
        <PasswordForm token={props.token} link={link} onRefused={refuse} onDone={props.onDone} />
      )}
    </Box>
  );
}

function PasswordForm(props: {
  token: string;
  link: LinkToken;
  onRefused: (reason: FieldError) => void;
  onDone: (email: string | null) => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ password: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({ password: validateRequired(values.password) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ password }) => {
      try {
        await confirmEmailChange(props.token, password);
      } catch (error) {
        const reason = fieldErrorsOf(error)['token'];
        if (!reason) throw error;
        props.onRefused(reason);
        return;
      }
      props.onDone(props.link.newEmail);
    },
  });

  return (
    <LabelledForm form={form} label={t('auth.emailChange.title')}>
      <AccountUsername email={props.link.email} />
      <FormField
        form={form}
        field="password"
        label={t('auth.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton busy={form.submitting}>{t('auth.emailChange.submit')}</SubmitButton>
    </LabelledForm>
  );
}
