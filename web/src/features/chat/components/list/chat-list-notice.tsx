import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useErrorText } from '@/shared/hooks/use-error-text';

/** What the list shows without chats: loading, a failure, or where to start one. */
export function ChatListNotice(props: {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  onNewGroup: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (props.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 3 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>{t('common.loading')}</Typography>
      </Box>
    );
  }
  if (props.status === 'failed') {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('chat.list.loadFailed')} {errorText(props.error)}
      </Alert>
    );
  }
  return (
    <Box sx={{ p: 3, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <ForumOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden="true" />
      <Typography variant="h6" component="h2">
        {t('chat.list.emptyTitle')}
      </Typography>
      <Typography color="text.secondary">{t('chat.list.emptyBody')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={PATHS.friend}>
          {t('chat.list.findFriends')}
        </Button>
        <Button variant="outlined" onClick={props.onNewGroup}>
          {t('chat.list.newGroup')}
        </Button>
      </Box>
    </Box>
  );
}
