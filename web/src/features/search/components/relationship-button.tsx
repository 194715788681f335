import type { PersonCard, PersonRef } from '@hearth/shared';
import { useState } from 'react';
import { usePersonCommands } from '@/shared/social/hooks/use-person-commands';
import { useRelationship } from '@/shared/social/hooks/use-relationship';
import type { ConfirmKind } from '@/shared/social/ui/person-confirm-dialog';
import { PersonConfirmDialog } from '@/shared/social/ui/person-confirm-dialog';
import { RelationshipControl } from './relationship-control';

/**
 * The one button that follows the relationship, live: Add friend, Request sent ▾, Accept or
 * Decline, Friends ▾, Blocked ▾. Removing a friend and blocking ask first.
 */
export function RelationshipButton(props: {
  person: PersonRef;
  card: PersonCard | null;
  canAsk: boolean;
}) {
  const state = useRelationship(props.person.id, props.card ?? undefined);
  const commands = usePersonCommands(props.person);
  const [confirm, setConfirm] = useState<ConfirmKind | null>(null);
  if (!state || state.relationship === 'self') return null;
  const act = (kind: ConfirmKind) => {
    const done = kind === 'block' ? commands.block() : commands.removeFriend(state.friendshipId);
    void done.then((ok) => ok && setConfirm(null));
  };
  return (
    <>
      <RelationshipControl
        state={state}
        name={props.person.nickname}
        canAsk={props.canAsk}
        commands={commands}
        onConfirm={setConfirm}
      />
      <PersonConfirmDialog
        kind={confirm}
        name={props.person.nickname}
        busy={commands.busy}
        onConfirm={act}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
