import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useFriendships } from '@/shared/social/hooks/use-friendships';
import { usePresences } from '@/shared/social/hooks/use-presence';
import { IncomingRequestRow } from './incoming-request-row';
import { OutgoingRequestRow } from './outgoing-request-row';
import { PeopleList } from './people-list';

/** Requests waiting: those others sent (to answer) and those the user sent (to cancel). */
export function PendingPanel() {
  const { t } = useTranslation();
  const { status, error, reload, incoming, outgoing } = useFriendships();
  const presences = usePresences([...incoming, ...outgoing].map((entry) => entry.person.id));
  const state = status === 'failed' ? { status, error } : { status };
  const sections = [
    { key: 'incoming', entries: incoming, Row: IncomingRequestRow },
    { key: 'outgoing', entries: outgoing, Row: OutgoingRequestRow },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {sections.map(({ key, entries, Row }) => (
        <Box component="section" key={key} aria-labelledby={`pending-${key}`}>
          <Typography id={`pending-${key}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`friends.lists.${key}`, { count: entries.length })}
          </Typography>
          <PeopleList
            label={t(`friends.lists.${key}`, { count: entries.length })}
            empty={t(`friends.empty.${key}`)}
            state={state}
            count={entries.length}
            onRetry={reload}
          >
            {entries.map((entry) => (
              <Row
                key={entry.friendshipId}
                entry={entry}
                presence={presences.get(entry.person.id)}
              />
            ))}
          </PeopleList>
        </Box>
      ))}
    </Box>
  );
}
