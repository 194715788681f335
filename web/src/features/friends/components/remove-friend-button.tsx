import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { PersonCommands } from '@/shared/social/hooks/use-person-commands';
import { PersonConfirmDialog } from '@/shared/social/ui/person-confirm-dialog';

/** Ends a friendship, once confirmed. */
export function RemoveFriendButton(props: {
  name: string;
  friendshipId: string;
  commands: PersonCommands;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const label = t('people.actions.removeNamed', { name: props.name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          size="small"
          disabled={props.commands.busy}
          onClick={() => setAsking(true)}
        >
          <PersonRemoveOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <PersonConfirmDialog
        kind={asking ? 'remove' : null}
        name={props.name}
        busy={props.commands.busy}
        onConfirm={() => void props.commands.removeFriend(props.friendshipId)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
