import type { Translate } from '@/i18n/i18n';
import type { FormState } from '@/shared/hooks/use-form';
import { PASSWORD_MIN_LENGTH } from '@/shared/lib/validation';

/** What both drawings of the new-password fields (plain and MUI) take. */
export interface NewPasswordFieldsProps {
  form: Pick<FormState<'password' | 'passwordConfirm'>, 'field'>;
  /** The new password's label: "Password" when signing up, "New password" otherwise. */
  label: string;
  /** Name the inputs after their fields, so password managers know what they hold. */
  named?: boolean;
}

/** Which inputs a form that sets a password shows; each page draws them with its own field. */
export interface NewPasswordInput {
  field: 'password' | 'passwordConfirm';
  name?: string;
  label: string;
  type: 'password';
  autoComplete: 'new-password';
  hint?: string;
}

/**
 * The new password (with its rules) and its confirmation. `named` names the inputs after their
 * fields, so password managers know what they hold.
 */
export function newPasswordInputs(t: Translate, label: string, named: boolean): NewPasswordInput[] {
  const input = (field: NewPasswordInput['field']) =>
    ({
      field,
      ...(named ? { name: field } : {}),
      type: 'password',
      autoComplete: 'new-password',
    }) as const;
  return [
    // note: only the minimum is news to anyone; the maximum (255) is no passphrase's concern.
    {
      ...input('password'),
      label,
      hint: t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    },
    { ...input('passwordConfirm'), label: t('auth.fields.passwordConfirm') },
  ];
}
