import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useNow } from '../hooks/use-now';
import type { SocialPerson } from '../social-records';
import { activeStatus } from '../social-records';

/** A person's custom status (emoji and text), unless it has none or it has expired. */
export function CustomStatus(props: {
  person: Pick<SocialPerson, 'statusText' | 'statusEmoji' | 'statusExpires'>;
}) {
  const { t } = useTranslation();
  const status = activeStatus(props.person, useNow());
  if (!status) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'block', overflowWrap: 'anywhere' }}
    >
      <VisuallyHidden>{t('presence.customStatus')} </VisuallyHidden>
      {status.emoji && <span>{status.emoji} </span>}
      {status.text}
    </Typography>
  );
}
