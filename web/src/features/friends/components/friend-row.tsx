import type { FriendEntry } from '@/shared/social/friendships-store';
import { usePersonCommands } from '@/shared/social/hooks/use-person-commands';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { MessageButton } from '@/shared/social/ui/message-button';
import { PersonRow } from '@/shared/social/ui/person-row';
import { BlockButton } from './block-button';
import { RemoveFriendButton } from './remove-friend-button';

/** A friend: who, how they are, and message, remove or block. */
export function FriendRow({ entry, presence }: { entry: FriendEntry; presence?: PresenceEntry }) {
  const commands = usePersonCommands(entry.person);
  const name = entry.person.nickname;
  return (
    <PersonRow
      person={entry.person}
      presence={presence}
      actions={
        <>
          <MessageButton name={name} userId={entry.person.id} />
          <RemoveFriendButton name={name} friendshipId={entry.friendshipId} commands={commands} />
          <BlockButton name={name} commands={commands} />
        </>
      }
    />
  );
}
