import { useTranslation } from '@/i18n/i18n';
import { FormField } from './form-field';
import { newPasswordInputs, type NewPasswordFieldsProps } from './new-password-inputs';

/** The pair every form that sets a password shows: the new one (with its rules) and its confirmation. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
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
