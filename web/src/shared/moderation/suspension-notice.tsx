import { useTranslation } from '@/i18n/i18n';
import { Alert } from '@/shared/ui/plain/alert';
import type { Suspension } from './suspension';
import { formatSuspensionEnd, suspensionEnd } from './suspension';
import { useSuspension } from './suspension-store';

/** The words of a suspension: until when (in the reader's language) or for good, and why. */
export function SuspensionText({ suspension }: { suspension: Suspension }) {
  const { t, i18n } = useTranslation();
  const end = suspensionEnd(suspension);
  return (
    <>
      <div>
        {end
          ? t('suspension.until', { date: formatSuspensionEnd(end, i18n.language) })
          : t('suspension.forGood')}
      </div>
      {suspension.reason && <div>{t('suspension.reason', { reason: suspension.reason })}</div>}
    </>
  );
}

/**
 * Shown on /login after a sign-in or a session was refused because the account is suspended:
 * plain elements, since the sign-in page's first paint carries no component library.
 */
export function SuspensionNotice() {
  const { t } = useTranslation();
  const suspension = useSuspension();
  if (!suspension) return null;
  return (
    <div data-testid="suspension-notice">
      <Alert severity="error">
        <div>
          <strong>{t('suspension.title')}</strong>
        </div>
        <SuspensionText suspension={suspension} />
      </Alert>
    </div>
  );
}
