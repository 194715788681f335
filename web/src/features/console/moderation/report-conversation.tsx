import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n/i18n';
import { ContextMessageItem } from './context-message';
import type { ReportContext } from './moderation-records';

/** The reported message with the messages around it, or what is left of it once gone. */
export function ReportConversation({ context }: { context: ReportContext }) {
  const { t } = useTranslation();
  const { report, message } = context;
  if (!report.message) return null;
  if (!message) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('console.moderation.messageGone', { excerpt: report.excerpt })}
      </Alert>
    );
  }
  return (
    <Box
      component="ol"
      aria-label={t('console.moderation.conversation')}
      sx={{ p: 0, m: 0, mb: 2, display: 'grid', gap: 0.5 }}
    >
      {context.before.map((item) => (
        <ContextMessageItem key={item.id} message={item} reported={false} />
      ))}
      <ContextMessageItem message={message} reported />
      {context.after.map((item) => (
        <ContextMessageItem key={item.id} message={item} reported={false} />
      ))}
    </Box>
  );
}
