import { useTranslation } from '@/i18n/i18n';
import type { FormState } from '../hooks/use-form';
import { FormField } from './form-field';
import { newPasswordInputs } from './new-password-inputs';

/** The pair every form that sets a password shows: the new one (with its rules) and its confirmation. */
export function NewPasswordFields(props: {
  form: Pick<FormState<'password' | 'passwordConfirm'>, 'field'>;
  /** The new password's label: "Password" when signing up, "New password" otherwise. */
  label: string;
  /** Name the inputs after their fields, so password managers know what they hold. */
  named?: boolean;
}) {
  const { form, label, named = false } = props;
  const { t } = useTranslation();
  return (
    <>
      {newPasswordInputs(t, label, named).map((input) => (
        <FormField key={input.field} form={form} {...input} />
      ))}
    </>
  );
}
