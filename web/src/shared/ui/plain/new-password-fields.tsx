import { useTranslation } from '@/i18n/i18n';
import type { FormState } from '@/shared/hooks/use-form';
import { Field } from './field';
import { newPasswordInputs } from '../new-password-inputs';

/** The new password (with its rules) and its confirmation, as the signed-out pages show them. */
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
        <Field key={input.field} form={form} {...input} />
      ))}
    </>
  );
}
