import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslation } from '@/i18n/i18n';
import type { PersonCommands } from '@/shared/social/hooks/use-person-commands';
import { ConfirmedPersonAction } from './confirmed-person-action';

/** Ends a friendship, once confirmed. */
export function RemoveFriendButton(props: {
  name: string;
  friendshipId: string;
  commands: PersonCommands;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmedPersonAction
      kind="remove"
      label={t('people.actions.removeNamed', { name: props.name })}
      icon={<PersonRemoveOutlined fontSize="small" />}
      name={props.name}
      commands={props.commands}
      onConfirm={() => void props.commands.removeFriend(props.friendshipId)}
    />
  );
}
