import Box from '@mui/material/Box';
import type { UserInfo } from '@/shared/lib/user-info';
import type { UserRecord } from '@/shared/lib/user-record';
import { VerificationBanner } from '@/shared/ui/verification-banner';
import { MeLinks } from './me-links';
import { ProfileSummaryCard } from './profile-summary-card';

/** The personal area: who you are here, at a glance, and where to change it. */
export function MeOverview({ record, info }: { record: UserRecord; info: UserInfo }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!record.verified && <VerificationBanner email={info.email} />}
      <ProfileSummaryCard record={record} info={info} />
      <MeLinks />
    </Box>
  );
}
