import BlockOutlined from '@mui/icons-material/BlockOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { PersonCommands } from '@/shared/social/hooks/use-person-commands';
import { PersonConfirmDialog } from '@/shared/social/ui/person-confirm-dialog';

/** Blocks someone, once confirmed (it ends the friendship or request). */
export function BlockButton(props: { name: string; commands: PersonCommands }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const label = t('people.actions.blockNamed', { name: props.name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          size="small"
          disabled={props.commands.busy}
          onClick={() => setAsking(true)}
        >
          <BlockOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <PersonConfirmDialog
        kind={asking ? 'block' : null}
        name={props.name}
        busy={props.commands.busy}
        onConfirm={() => void props.commands.block()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
