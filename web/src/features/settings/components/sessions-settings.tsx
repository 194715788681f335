import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { useEndSession } from '../hooks/use-end-session';
import type { Sessions } from '../hooks/use-sessions';
import { useSessions } from '../hooks/use-sessions';
import { EndOtherSessions } from './end-other-sessions';
import { SessionRow } from './session-row';
import { SettingsSection } from './settings-section';

/** This device first, then the others, each of those with its sign-out. */
function SessionList({ current, others }: Pick<Sessions, 'current' | 'others'>) {
  const { t } = useTranslation();
  const { endingId, end } = useEndSession();
  return (
    <Box component="ul" aria-label={t('sessions.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {current && <SessionRow session={current} current />}
      {others.map((session, index) => (
        <Fragment key={session.id}>
          {(current || index > 0) && <Divider component="li" aria-hidden="true" />}
          <SessionRow
            session={session}
            current={false}
            ending={endingId === session.id}
            onEnd={() => end(session)}
          />
        </Fragment>
      ))}
    </Box>
  );
}

/** Loading, a failure with a retry, or the list. */
function SessionsBody({ sessions }: { sessions: Sessions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (sessions.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={<Button onClick={sessions.reload}>{t('sessions.retry')}</Button>}
      >
        {t('sessions.loadFailed')} {errorText(sessions.error)}
      </Alert>
    );
  }
  if (sessions.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 2 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>{t('sessions.loading')}</Typography>
      </Box>
    );
  }
  if (!sessions.current && sessions.others.length === 0) {
    return <Typography color="text.secondary">{t('sessions.empty')}</Typography>;
  }
  return (
    <>
      <SessionList current={sessions.current} others={sessions.others} />
      {sessions.others.length > 0 ? (
        <EndOtherSessions />
      ) : (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {t('sessions.noOthers')}
        </Typography>
      )}
    </>
  );
}

/** Where the account is signed in, live, with signing out one or all other devices. */
export function SessionsSettings() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('sessions.title')} lead={t('sessions.lead')}>
      <SessionsBody sessions={useSessions()} />
    </SettingsSection>
  );
}
