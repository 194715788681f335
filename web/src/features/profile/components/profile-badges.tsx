import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/i18n/i18n';
import type { UserRecord } from '@/shared/lib/user-record';
import { VerifiedChip } from '@/shared/ui/verified-chip';
import { formatJoined } from './format-joined';

/** Whether the address is confirmed, and since when the user has been here. */
export function ProfileBadges({ record }: { record: UserRecord }) {
  const { t, i18n } = useTranslation();
  const joined = record['created'] ? formatJoined(String(record['created']), i18n.language) : null;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        mt: 1.5,
        flexWrap: 'wrap',
        justifyContent: { xs: 'center', sm: 'flex-start' },
      }}
    >
      {record.verified ? (
        <VerifiedChip />
      ) : (
        <Chip
          color="warning"
          variant="outlined"
          icon={<ErrorOutline />}
          label={t('profile.unverified')}
        />
      )}
      {joined && <Chip variant="outlined" label={t('me.joined', { date: joined })} />}
    </Box>
  );
}
