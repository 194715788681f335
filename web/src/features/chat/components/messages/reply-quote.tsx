import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/** The message replied to, quoted: its author and the start of its text; opens it when loaded. */
export function ReplyQuote(props: { author: string; text: string; onOpen?: () => void }) {
  const { t } = useTranslation();
  const content = (
    <Box
      sx={{
        borderLeft: 3,
        borderColor: 'primary.main',
        pl: 1,
        py: 0.25,
        minWidth: 0,
        textAlign: 'start',
        width: '100%',
      }}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 700 }} noWrap>
        <VisuallyHidden>{t('chat.message.replyTo', { name: props.author })}</VisuallyHidden>
        <span aria-hidden="true">{props.author}</span>
      </Typography>
      <Typography variant="body2" component="div" noWrap sx={{ opacity: 0.85 }}>
        {props.text}
      </Typography>
    </Box>
  );
  if (!props.onOpen) return <Box sx={{ mb: 0.5, display: 'flex' }}>{content}</Box>;
  return (
    <ButtonBase
      onClick={props.onOpen}
      sx={{ mb: 0.5, display: 'flex', width: '100%', borderRadius: 1 }}
    >
      {content}
    </ButtonBase>
  );
}
