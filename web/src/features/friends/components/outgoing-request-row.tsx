import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';
import type { FriendEntry } from '@/shared/social/friendships-store';
import { usePersonCommands } from '@/shared/social/hooks/use-person-commands';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { PersonRow } from '@/shared/social/ui/person-row';
import { RequestSentAt } from './request-sent-at';

/** A request the user sent, waiting for an answer: it can be cancelled. */
export function OutgoingRequestRow(props: { entry: FriendEntry; presence?: PresenceEntry }) {
  const { t } = useTranslation();
  const { entry } = props;
  const commands = usePersonCommands(entry.person);
  return (
    <PersonRow
      person={entry.person}
      presence={props.presence}
      details={<RequestSentAt created={entry.created} />}
      actions={
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          disabled={commands.busy}
          aria-label={t('people.actions.cancelNamed', { name: entry.person.nickname })}
          sx={{ px: 1.5, whiteSpace: 'nowrap' }}
          onClick={() => void commands.cancelRequest(entry.friendshipId)}
        >
          {t('people.actions.cancelRequest')}
        </Button>
      }
    />
  );
}
