import { useTranslation } from '@/i18n/i18n';
import { TextInput } from '@/shared/ui/text-input';

/** The superuser's email address on the console's signed-out forms (focused first). */
export function ConsoleEmailField(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('console.shell.signIn.email')}
      name="email"
      type="email"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      autoComplete="username"
      autoFocus
      required
    />
  );
}
