import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';

/** The conversation column before a chat is chosen (wide screens). */
export function PickChat() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center', maxWidth: 360 }}>
        <ForumOutlined sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden="true" />
        <Typography variant="h6" component="h2">
          {t('chat.pick.title')}
        </Typography>
        <Typography color="text.secondary">{t('chat.pick.body')}</Typography>
      </Box>
    </Box>
  );
}
