import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { notify } from '@/shared/ui/notify';
import type { SessionRecord } from '../api/sessions-api';
import { endSession } from '../api/sessions-api';
import { deviceName } from '../lib/session-labels';
import { sessionsStore } from './use-sessions';

/** Signs one other device out, and which one is being signed out right now. */
export function useEndSession(): {
  endingId: string | null;
  end: (session: SessionRecord) => void;
} {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [endingId, setEndingId] = useState<string | null>(null);
  const end = (session: SessionRecord) => {
    setEndingId(session.id);
    endSession(session.id)
      .then(() => {
        sessionsStore.apply({ action: 'delete', record: session });
        notify.success(t('sessions.signedOut', { device: deviceName(session, t) }));
      })
      .catch((error: unknown) => notify.error(errorText(error)))
      .finally(() => setEndingId(null));
  };
  return { endingId, end };
}
