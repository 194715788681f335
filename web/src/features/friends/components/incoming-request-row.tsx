import type { FriendEntry } from '@/shared/social/friendships-store';
import { usePersonCommands } from '@/shared/social/hooks/use-person-commands';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { PersonRow } from '@/shared/social/ui/person-row';
import { RequestResponseButtons } from '@/shared/social/ui/request-response-buttons';
import { BlockButton } from './block-button';
import { RequestSentAt } from './request-sent-at';

/** A request someone sent: accept, decline, or block them. */
export function IncomingRequestRow(props: { entry: FriendEntry; presence?: PresenceEntry }) {
  const { entry } = props;
  const commands = usePersonCommands(entry.person);
  const name = entry.person.nickname;
  return (
    <PersonRow
      person={entry.person}
      presence={props.presence}
      details={<RequestSentAt created={entry.created} />}
      actions={
        <>
          <RequestResponseButtons
            friendshipId={entry.friendshipId}
            name={name}
            commands={commands}
          />
          <BlockButton name={name} commands={commands} />
        </>
      }
    />
  );
}
