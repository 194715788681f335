import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import type { ContextProp, ListProps } from 'react-virtuoso';
import { useTranslation } from '@/i18n/i18n';
import type { MessageListContext } from './list-context';

/**
 * The list element of the conversation: a log, so screen readers read new messages out politely,
 * without interrupting. The virtual list keeps its list hidden until it has scrolled to its first
 * item, which an empty chat never has: the log must be there before the first message arrives, or
 * that message is not announced.
 */
export const LogList = forwardRef<HTMLDivElement, ListProps & ContextProp<MessageListContext>>(
  function LogList({ context, style, ...props }, ref) {
    const shown = context.empty ? { ...style, visibility: 'visible' as const } : style;
    return (
      <div
        {...props}
        style={shown}
        ref={ref}
        role="log"
        aria-live="polite"
        aria-label={context.label}
      />
    );
  },
);

/** Above the oldest message: older ones loading, or the start of the conversation. */
export function ListHeader({ context }: ContextProp<MessageListContext>) {
  const { t } = useTranslation();
  if (context.loadingOlder || context.hasOlder) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', gap: 1, py: 2 }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2" color="text.secondary">
          {t('chat.conversation.loadingOlder')}
        </Typography>
      </Box>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pt: 3, pb: 1 }}>
      {t('chat.conversation.start')}
    </Typography>
  );
}

/** Room under the newest message. */
export function ListFooter() {
  return <Box sx={{ height: 12 }} />;
}
