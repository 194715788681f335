import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';
import { liftSuspension } from './moderation-api';
import type { useUserActions } from './use-user-actions';
import type { ConsoleUser } from './user-records';
import { sendPasswordReset, verifyUser } from './users-api';

/** The actions that need no dialog: verify, send a reset mail, lift a suspension. */
export function UserDirectActions(props: {
  user: ConsoleUser;
  suspended: boolean;
  actions: ReturnType<typeof useUserActions>;
}) {
  const { t } = useTranslation();
  const { user, actions } = props;
  const name = user.nickname || user.email;
  const verify = () =>
    actions.run(
      'verify',
      (c) => verifyUser(c, user.id),
      t('console.users.done.verified', { name }),
    );
  const reset = () =>
    actions.run(
      'reset',
      (c) => sendPasswordReset(c, user.email),
      t('console.users.done.resetSent', { email: user.email }),
    );
  const lift = () =>
    actions.run(
      'lift',
      (c) => liftSuspension(c, user.id),
      t('console.users.done.lifted', { name }),
    );
  return (
    <>
      {!user.verified && (
        <Button variant="outlined" loading={actions.busy === 'verify'} onClick={verify}>
          {t('console.users.verify')}
        </Button>
      )}
      <Button variant="outlined" loading={actions.busy === 'reset'} onClick={reset}>
        {t('console.users.sendReset')}
      </Button>
      {props.suspended && (
        <Button variant="outlined" color="warning" loading={actions.busy === 'lift'} onClick={lift}>
          {t('console.users.lift')}
        </Button>
      )}
    </>
  );
}
