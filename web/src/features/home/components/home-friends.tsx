import Box from '@mui/material/Box';
import { FriendRequestsCard } from './friend-requests-card';
import { OnlineFriendsCard } from './online-friends-card';

/** The home page's social row: friends online and requests waiting, side by side on wide screens. */
export function HomeFriends() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <OnlineFriendsCard />
      <FriendRequestsCard />
    </Box>
  );
}
