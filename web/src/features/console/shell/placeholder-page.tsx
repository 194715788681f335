import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { ConsolePage } from '../shared/console-page';

/** Stands in for a console page that is not built yet. */
export function PlaceholderPage(props: { title: string }) {
  const { t } = useTranslation();
  return (
    <ConsolePage title={props.title}>
      <Typography color="text.secondary">{t('console.shell.placeholder')}</Typography>
    </ConsolePage>
  );
}
