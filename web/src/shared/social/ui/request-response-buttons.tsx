import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';
import type { PersonCommands } from '../hooks/use-person-commands';

/** Accept or decline a request someone (`name`) sent. */
export function RequestResponseButtons(props: {
  friendshipId: string;
  name: string;
  commands: PersonCommands;
}) {
  const { t } = useTranslation();
  const { friendshipId, name, commands } = props;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={commands.busy}
        aria-label={t('people.actions.acceptNamed', { name })}
        onClick={() => void commands.accept(friendshipId)}
      >
        {t('people.actions.accept')}
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={commands.busy}
        aria-label={t('people.actions.declineNamed', { name })}
        onClick={() => void commands.decline(friendshipId)}
      >
        {t('people.actions.decline')}
      </Button>
    </>
  );
}
