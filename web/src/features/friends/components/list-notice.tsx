import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';

/** What a list shows instead of people: loading, a failure with a retry, or why it is empty. */
export function ListNotice(
  props:
    | { kind: 'loading' }
    | { kind: 'empty'; text: string }
    | { kind: 'failed'; error: unknown; onRetry: () => void },
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (props.kind === 'failed') {
    return (
      <Alert
        severity="error"
        action={<Button onClick={props.onRetry}>{t('friends.retry')}</Button>}
        sx={{ my: 2 }}
      >
        {t('friends.loadFailed')} {errorText(props.error)}
      </Alert>
    );
  }
  if (props.kind === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>{t('common.loading')}</Typography>
      </Box>
    );
  }
  return (
    <Typography color="text.secondary" sx={{ py: 3 }}>
      {props.text}
    </Typography>
  );
}
