import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { openPersonCard } from '../person-card-request';
import type { PresenceEntry } from '../presence-store';
import type { SocialPerson } from '../social-records';
import { CustomStatus } from './custom-status';
import { PresenceAvatar } from './presence-avatar';
import { PresenceLabel } from './presence-label';

/**
 * One person in a list: avatar with presence, nickname (opens their card), presence in words,
 * custom status, anything else in `details`, and `actions` at the end (below on narrow screens).
 */
export function PersonRow(props: {
  person: SocialPerson;
  presence?: PresenceEntry;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { person } = props;
  const open = () => openPersonCard(person);
  return (
    <Box
      component="li"
      data-person={person.id}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 1.5,
      }}
    >
      {/* The name is the keyboard's way in; the avatar is a larger target for pointers. */}
      <ButtonBase onClick={open} tabIndex={-1} aria-hidden="true" sx={{ borderRadius: '50%' }}>
        <PresenceAvatar person={person} presence={props.presence} />
      </ButtonBase>
      <Box sx={{ flex: '1 1 9rem', minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          onClick={open}
          color="text.primary"
          aria-label={t('people.openCard', { name: person.nickname })}
          sx={{ fontWeight: 650, textAlign: 'start', overflowWrap: 'anywhere' }}
        >
          {person.nickname}
        </Link>
        <PresenceLabel presence={props.presence} />
        <CustomStatus person={person} />
        {props.details}
      </Box>
      {props.actions && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: 'auto' }}>
          {props.actions}
        </Box>
      )}
    </Box>
  );
}
