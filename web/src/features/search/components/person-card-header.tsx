import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PersonRef } from '@hearth/shared';
import { usePresence } from '@/shared/social/hooks/use-presence';
import type { SocialPerson } from '@/shared/social/social-records';
import { CustomStatus } from '@/shared/social/ui/custom-status';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';
import { PresenceLabel } from '@/shared/social/ui/presence-label';

/** The top of a person's card: avatar with presence, nickname (the dialog's title), status. */
export function PersonCardHeader(props: {
  person: PersonRef;
  card: SocialPerson | null;
  titleId: string;
}) {
  const presence = usePresence(props.person.id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ mb: 1.5 }}>
        <PresenceAvatar person={props.person} presence={presence} size={88} />
      </Box>
      <Typography id={props.titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {props.person.nickname}
      </Typography>
      <PresenceLabel presence={presence} />
      {props.card && <CustomStatus person={props.card} />}
    </Box>
  );
}
