import Stack from '@mui/material/Stack';
import { useTranslation } from '@/i18n/i18n';
import { PasswordField } from '@/shared/ui/password-field';

/** A new password for an auth record and its confirmation (left empty: unchanged). */
export function AuthPasswordInputs(props: {
  password: string;
  confirm: string;
  required: boolean;
  onChange: (password: string, confirm: string) => void;
  errors: { password?: string; passwordConfirm?: string };
}) {
  const { t } = useTranslation();
  const mismatch = props.confirm !== '' && props.confirm !== props.password;
  return (
    <Stack spacing={2}>
      <PasswordField
        label={props.required ? t('console.records.password') : t('console.records.newPassword')}
        value={props.password}
        autoComplete="new-password"
        required={props.required}
        onChange={(event) => props.onChange(event.target.value, props.confirm)}
        error={Boolean(props.errors.password)}
        helperText={
          props.errors.password ?? (props.required ? undefined : t('console.records.passwordHint'))
        }
      />
      <PasswordField
        label={t('console.records.passwordConfirm')}
        value={props.confirm}
        autoComplete="new-password"
        required={props.required || props.password !== ''}
        onChange={(event) => props.onChange(props.password, event.target.value)}
        error={mismatch || Boolean(props.errors.passwordConfirm)}
        helperText={mismatch ? t('console.records.passwordMismatch') : props.errors.passwordConfirm}
      />
    </Stack>
  );
}
