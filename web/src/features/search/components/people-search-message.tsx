import PersonSearch from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { SearchState } from '../hooks/use-people-search';

/** What the search says instead of results: what it finds, too short, searching, none, failed. */
function useStatusText(state: SearchState): string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (state.status) {
    case 'idle':
      return t('search.emptyHint');
    case 'tooShort':
      return t('search.minLength');
    case 'loading':
      return t('search.loading');
    case 'failed':
      return errorText(state.error);
    case 'done':
      return t('search.noResults');
  }
}

/**
 * The people search view's text when there is no list to show; a polite live region, so a
 * screen reader hears "Searching…" and then the outcome.
 */
export function PeopleSearchMessage({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const text = useStatusText(state);
  const idle = state.status === 'idle';
  return (
    <Box role="status" sx={{ px: 3, py: idle ? 6 : 3, textAlign: 'center' }}>
      {idle && (
        <>
          <Box
            aria-hidden
            sx={{
              mx: 'auto',
              mb: 2,
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              color: 'primary.main',
            }}
          >
            <PersonSearch fontSize="large" />
          </Box>
          <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
            {t('search.emptyTitle')}
          </Typography>
        </>
      )}
      <Typography color="text.secondary" sx={{ maxWidth: 320, mx: 'auto' }}>
        {text}
      </Typography>
    </Box>
  );
}
