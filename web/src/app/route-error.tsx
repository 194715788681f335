import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { clearChunkReloadFlag } from './lazy-route';

/** Shown when a page cannot load or crashes: what happened, and a way out. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';

  const retry = () => {
    clearChunkReloadFlag();
    window.location.reload();
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, textAlign: 'center' }} role="alert">
        <Typography variant="h5" component="h1" gutterBottom>
          {t('routeError.title')}
        </Typography>
        <Typography color="text.secondary">{t('routeError.body')}</Typography>
        {detail && (
          <Typography
            component="pre"
            variant="caption"
            sx={{ mt: 2, whiteSpace: 'pre-wrap', color: 'text.secondary' }}
          >
            {detail}
          </Typography>
        )}
        <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button variant="contained" onClick={retry}>
            {t('routeError.retry')}
          </Button>
          <Button href={PATHS.home}>{t('routeError.home')}</Button>
        </Box>
      </Paper>
    </Box>
  );
}
