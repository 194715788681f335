import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useNow } from '@/shared/social/hooks/use-now';
import { formatRelativeTime } from '@/shared/social/relative-time';
import type { SessionRecord } from '../api/sessions-api';
import { deviceName, formatDateTime, placeName } from '../lib/session-labels';
import { SessionDeviceIcon } from './session-device-icon';

/** When a session began and was last active, in the user's language. */
function SessionTimes({ session, current }: { session: SessionRecord; current: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const signedIn = formatDateTime(session.created, i18n.language);
  const when = formatRelativeTime(session.lastActive, i18n.language, now);
  const active = current ? t('sessions.activeNow') : when && t('sessions.active', { when });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, color: 'text.secondary' }}>
      {signedIn && (
        <Typography variant="body2">{t('sessions.signedIn', { date: signedIn })}</Typography>
      )}
      {active && <Typography variant="body2">{active}</Typography>}
    </Box>
  );
}

/** One signed-in device: what it is, where, since when; others have a sign-out button. */
export function SessionRow(props: {
  session: SessionRecord;
  current: boolean;
  ending?: boolean;
  onEnd?: () => void;
}) {
  const { t } = useTranslation();
  const { session } = props;
  const name = deviceName(session, t);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1.5 }}
    >
      <SessionDeviceIcon type={session.deviceType} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {props.current && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t('sessions.thisDevice')}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {placeName(session, t)}
        </Typography>
        <SessionTimes session={session} current={props.current} />
      </Box>
      {props.onEnd && (
        <Button
          variant="outlined"
          color="inherit"
          onClick={props.onEnd}
          loading={props.ending}
          // note: wrapped under the text on a phone, it lines up with the text, not the icon.
          sx={{ ml: { xs: 6, sm: 0 } }}
          aria-label={t('sessions.signOutDevice', { device: name })}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </Box>
  );
}
