import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/i18n/i18n';

/** The mark of a confirmed email address. */
export function VerifiedChip({ size }: { size?: 'small' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color="success"
      variant="outlined"
      icon={<VerifiedOutlined />}
      label={t('profile.verified')}
    />
  );
}
