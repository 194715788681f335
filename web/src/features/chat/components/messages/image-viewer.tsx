import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@/i18n/i18n';

/** A picture at full size over the page; Esc or the close button returns to the chat. */
export function ImageViewer(props: {
  open: boolean;
  url: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-label={props.name}
      maxWidth={false}
      slotProps={{ paper: { sx: { bgcolor: 'transparent', boxShadow: 'none', m: 1, border: 0 } } }}
    >
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={props.url}
          alt={props.name}
          sx={{ display: 'block', maxWidth: '95vw', maxHeight: '90vh', borderRadius: 2 }}
        />
        <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', gap: 1 }}>
          <IconButton
            component="a"
            href={props.url}
            download={props.name}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('chat.message.download', { name: props.name })}
            sx={{
              bgcolor: 'rgba(0,0,0,0.55)',
              color: '#fff',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
            }}
          >
            <DownloadOutlined />
          </IconButton>
          <IconButton
            onClick={props.onClose}
            aria-label={t('chat.message.closeImage')}
            sx={{
              bgcolor: 'rgba(0,0,0,0.55)',
              color: '#fff',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
            }}
          >
            <CloseOutlined />
          </IconButton>
        </Box>
      </Box>
    </Dialog>
  );
}
