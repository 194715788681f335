import type { MutualFriends as Mutual } from '@hearth/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { pluralKey } from '@/shared/lib/plural';
import { avatarThumbUrl } from '@/shared/lib/user-images';
import { openPersonCard } from '@/shared/social/person-card-request';

/** The friends the user shares with someone: how many, and who (each opens their own card). */
export function MutualFriends({ mutual }: { mutual: Mutual }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (mutual.count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('people.card.noMutualFriends')}
      </Typography>
    );
  }
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} variant="subtitle2" component="h3">
        {t(pluralKey('people.card.mutualFriends', mutual.count, i18n.language), {
          count: mutual.count,
        })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'center',
        }}
      >
        {mutual.items.map((person) => (
          <li key={person.id}>
            <Chip
              avatar={<Avatar src={avatarThumbUrl(person)} alt="" />}
              label={person.nickname}
              onClick={() => openPersonCard(person)}
              aria-label={t('people.openCard', { name: person.nickname })}
              variant="outlined"
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
