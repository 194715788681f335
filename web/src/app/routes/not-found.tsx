import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Brand } from '@/shared/ui/brand';

/** `/common/404` and every unmatched path. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <Box
      component="main"
      id="content"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 460 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
          <Brand />
        </Box>
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: 96, sm: 140 },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            background: 'linear-gradient(135deg, #f76707, #7048e8)',
            backgroundClip: 'text',
            color: 'transparent',
          }}
        >
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('notFound.body')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 4, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={PATHS.home}>
            {t('notFound.home')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('notFound.back')}</Button>
        </Box>
      </Box>
    </Box>
  );
}
