import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';

/** The way back to the list of collections. */
export function BackToCollections() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to="/_/collections"
      startIcon={<ArrowBack />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('console.records.backToCollections')}
    </Button>
  );
}
