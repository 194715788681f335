import Chip from '@mui/material/Chip';
import { useTranslation } from '@/i18n/i18n';
import { statusTone } from './log-fields';

/** A response status as a coloured chip that also says, in words, what kind of answer it was. */
export function LogStatus(props: { status: number | null }) {
  const { t } = useTranslation();
  if (props.status === null) return null;
  const tone = statusTone(props.status);
  const kind = tone === 'error' ? 'serverError' : tone === 'warning' ? 'clientError' : 'ok';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={`${props.status} ${t(`console.logs.status.${kind}`)}`}
    />
  );
}
