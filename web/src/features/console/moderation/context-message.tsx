import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { formatDate } from '../shared/format-date';
import type { ContextMessage } from './moderation-records';
import { personLabel } from './moderation-records';

/** One message of the conversation around a report; the reported one stands out. */
export function ContextMessageItem(props: { message: ContextMessage; reported: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = props;
  return (
    <Box
      component="li"
      aria-current={props.reported ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 1,
        border: 2,
        borderColor: props.reported ? 'error.main' : 'transparent',
      }}
    >
      <Typography variant="subtitle2" component="div">
        {personLabel(message.expand?.author, message.author)}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {formatDate(message.created, i18n.language)}
        </Typography>
        {props.reported && (
          <Typography component="span" variant="caption" color="error" sx={{ ml: 1 }}>
            {t('console.moderation.reportedMessage')}
          </Typography>
        )}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          color: message.deleted ? 'text.secondary' : 'text.primary',
          fontStyle: message.deleted ? 'italic' : 'normal',
        }}
      >
        {message.deleted ? t('console.moderation.deletedMessage') : message.text}
      </Typography>
    </Box>
  );
}
