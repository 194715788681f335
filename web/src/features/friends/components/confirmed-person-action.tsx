import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import type { PersonCommands } from '@/shared/social/hooks/use-person-commands';
import { PersonConfirmDialog, type ConfirmKind } from '@/shared/social/ui/person-confirm-dialog';

/** An icon button for a row's action that changes a relationship, run once the user confirms. */
export function ConfirmedPersonAction(props: {
  kind: ConfirmKind;
  label: string;
  icon: ReactNode;
  name: string;
  commands: PersonCommands;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Tooltip title={props.label}>
        <IconButton
          aria-label={props.label}
          size="small"
          disabled={props.commands.busy}
          onClick={() => setAsking(true)}
        >
          {props.icon}
        </IconButton>
      </Tooltip>
      <PersonConfirmDialog
        kind={asking ? props.kind : null}
        name={props.name}
        busy={props.commands.busy}
        onConfirm={props.onConfirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
