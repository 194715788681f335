import { useTranslation } from '@/i18n/i18n';
import { Field } from './field';
import { newPasswordInputs, type NewPasswordFieldsProps } from '../new-password-inputs';

/** The new password (with its rules) and its confirmation, as the signed-out pages show them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
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
