import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Check from '@mui/icons-material/Check';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { PersonCommands } from '@/shared/social/hooks/use-person-commands';
import type { RelationshipState } from '@/shared/social/relationship';
import type { ConfirmKind } from '@/shared/social/ui/person-confirm-dialog';
import { RequestResponseButtons } from '@/shared/social/ui/request-response-buttons';
import type { RelationshipChoice } from './relationship-menu';
import { RelationshipMenu } from './relationship-menu';

/** The control for one relationship state; what must be confirmed goes to `onConfirm`. */
export function RelationshipControl(props: {
  state: RelationshipState;
  name: string;
  canAsk: boolean;
  commands: PersonCommands;
  onConfirm: (kind: ConfirmKind) => void;
}) {
  const { t } = useTranslation();
  const { state, commands } = props;
  const { friendshipId, blockId } = state;
  const block: RelationshipChoice = {
    label: t('people.actions.block'),
    onSelect: () => props.onConfirm('block'),
    danger: true,
  };
  const menu = (label: string, icon: ReactNode, choices: RelationshipChoice[]) => (
    <RelationshipMenu label={label} icon={icon} disabled={commands.busy} choices={choices} />
  );
  switch (state.relationship) {
    case 'none':
      return (
        <Button
          variant="contained"
          startIcon={<PersonAddAlt />}
          disabled={commands.busy || !props.canAsk}
          onClick={() => void commands.sendRequest()}
        >
          {t('people.actions.addFriend')}
        </Button>
      );
    case 'incoming':
      return (
        <RequestResponseButtons friendshipId={friendshipId} name={props.name} commands={commands} />
      );
    case 'outgoing':
      return menu(t('people.actions.requestSent'), <HourglassEmpty />, [
        {
          label: t('people.actions.cancelRequest'),
          onSelect: () => void commands.cancelRequest(friendshipId),
        },
        block,
      ]);
    case 'friends':
      return menu(t('people.actions.friends'), <Check />, [
        {
          label: t('people.actions.removeFriend'),
          onSelect: () => props.onConfirm('remove'),
          danger: true,
        },
        block,
      ]);
    case 'blocked':
      return menu(t('people.actions.blocked'), <BlockOutlined />, [
        { label: t('people.actions.unblock'), onSelect: () => void commands.unblock(blockId) },
      ]);
    case 'self':
      return null;
  }
}
