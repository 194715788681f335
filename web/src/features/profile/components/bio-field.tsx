import type { FormState } from '@/shared/hooks/use-form';
import { useTranslation } from '@/i18n/i18n';
import { BIO_MAX_LENGTH, characterCount } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';

/** The optional bio: a few lines, with a count of the characters left to use. */
export function BioField(props: { form: Pick<FormState<'bio'>, 'field' | 'values'> }) {
  const { t } = useTranslation();
  const count = characterCount(props.form.values.bio);
  return (
    <FormField
      form={props.form}
      field="bio"
      label={t('profile.bio')}
      placeholder={t('profile.bioPlaceholder')}
      autoComplete="off"
      hint={t('profile.bioCount', { count, max: BIO_MAX_LENGTH })}
      required={false}
      multiline
      minRows={3}
      margin="normal"
    />
  );
}
