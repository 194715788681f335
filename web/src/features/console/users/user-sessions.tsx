import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { formatDate } from '../shared/format-date';
import type { ConsoleSession } from './user-records';
import { dateOf } from './user-records';

/** "Chrome 131 on Windows 10", or what part of it the device told. */
function useDeviceName(): (session: ConsoleSession) => string {
  const { t } = useTranslation();
  return (session) => {
    if (session.browser && session.os) {
      return t('console.users.sessions.device', { browser: session.browser, os: session.os });
    }
    return session.browser || session.os || t('console.users.sessions.unknownDevice');
  };
}

/** The person's signed-in devices: device, place and address, last active. */
export function UserSessions({ sessions }: { sessions: ConsoleSession[] }) {
  const { t, i18n } = useTranslation();
  const deviceName = useDeviceName();
  if (sessions.length === 0) {
    return <Typography color="text.secondary">{t('console.users.sessions.none')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {sessions.map((session) => {
        const active = dateOf(session.lastActive);
        const place = [session.place, session.ip].filter(Boolean).join(' · ');
        return (
          <ListItem key={session.id} divider disableGutters>
            <ListItemText
              primary={deviceName(session)}
              secondary={t('console.users.sessions.detail', {
                place: place || t('console.users.sessions.unknownPlace'),
                active: active ? formatDate(active, i18n.language) : t('console.users.never'),
              })}
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
