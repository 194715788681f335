import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText, useFieldErrorText } from '@/shared/hooks/use-error-text';
import { fieldErrorsOf } from '@/shared/lib/api-error';

/** An SDK error in a console page: its translated message, its field errors, and a retry. */
export function ConsoleError(props: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  if (!props.error) return null;
  const fields = Object.entries(fieldErrorsOf(props.error));
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        props.onRetry ? (
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {t('console.shell.retry')}
          </Button>
        ) : undefined
      }
    >
      {errorText(props.error)}
      {fields.map(([name, item]) => (
        <div key={name}>
          {name}: {fieldErrorText(item)}
        </div>
      ))}
    </Alert>
  );
}
