import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { useFieldErrorText } from '@/shared/hooks/use-error-text';
import type { FieldError } from '@/shared/lib/api-error';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import { validatePassword, validatePasswordConfirm } from '@/shared/lib/validation';
import { AccountUsername } from '@/shared/ui/plain/account-username';
import { Alert } from '@/shared/ui/plain/alert';
import { SubmitButton } from '@/shared/ui/plain/button';
import { Form } from '@/shared/ui/plain/form';
import { NewPasswordFields } from '@/shared/ui/plain/new-password-fields';
import { confirmPasswordReset } from '../api/auth-api';
import { useLinkState } from '../hooks/use-link-state';
import { AuthFooterLink } from './auth-footer-link';
import { AuthHeading } from './auth-heading';

/**
 * Step two of a forgotten password, opened from the mailed link: choose the new password. A link
 * that no longer works (expired, or used already) shows why and leads to a new one, not the form.
 */
export function ResetPasswordForm(props: {
  token: string;
  /** With the account's address, so the sign-in form can offer it. */
  onDone: (email: string | null) => void;
}) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const { link, refused, refuse } = useLinkState('reset', props.token);
  return (
    <div>
      <AuthHeading
        title={t('auth.reset.title')}
        lead={refused ? undefined : t('auth.reset.lead')}
      />
      {refused ? (
        <>
          <Alert severity="error">{fieldErrorText(refused)}</Alert>
          <Link
            className="h-button h-button--contained h-button--large h-button--full h-mt-2"
            to={PATHS.forget}
          >
            {t('auth.newLink')}
          </Link>
          <AuthFooterLink to={PATHS.login}>{t('auth.forget.backToLogin')}</AuthFooterLink>
        </>
      ) : (
        <NewPasswordForm
          token={props.token}
          email={link.email}
          onRefused={refuse}
          onDone={props.onDone}
        />
      )}
    </div>
  );
}

function NewPasswordForm(props: {
  token: string;
  email: string | null;
  onRefused: (reason: FieldError) => void;
  onDone: (email: string | null) => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ password: '', passwordConfirm: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({
      password: validatePassword(values.password),
      passwordConfirm: validatePasswordConfirm(values.passwordConfirm, values.password),
    }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async (values) => {
      try {
        await confirmPasswordReset(props.token, values.password, values.passwordConfirm);
      } catch (error) {
        const reason = fieldErrorsOf(error)['token'];
        if (!reason) throw error;
        props.onRefused(reason);
        return;
      }
      props.onDone(props.email);
    },
  });

  return (
    <Form form={form} label={t('auth.reset.title')}>
      <AccountUsername email={props.email} />
      <NewPasswordFields form={form} label={t('auth.fields.newPassword')} named />
      <SubmitButton busy={form.submitting} gap={2}>
        {t('auth.reset.submit')}
      </SubmitButton>
    </Form>
  );
}
