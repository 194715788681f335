import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { isSdkError } from '@/shared/lib/api-error';
import type { PersonDetailsState } from '../hooks/use-person-details';
import { MutualFriends } from './mutual-friends';

/** The card's details as they load: bio, who accepts requests, mutual friends. */
export function PersonCardBody({ state }: { state: PersonDetailsState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (state.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 2 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography variant="body2">{t('people.card.loading')}</Typography>
      </Box>
    );
  }
  if (state.status === 'failed') {
    const missing = isSdkError(state.error) && state.error.status === 404;
    return (
      <Alert severity="info" sx={{ mt: 2, textAlign: 'start' }}>
        {missing ? t('people.card.unavailable') : errorText(state.error)}
      </Alert>
    );
  }
  const { details } = state;
  return (
    <>
      {details.bio && (
        <Box component="section" sx={{ mt: 2 }}>
          <Typography variant="overline" component="h3" color="text.secondary">
            {t('people.card.about')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {details.bio}
          </Typography>
        </Box>
      )}
      <MutualFriends mutual={details.mutualFriends} />
    </>
  );
}
