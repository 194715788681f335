import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** Asks before leaving a section (another page, another section, or closing the tab) with unsaved changes. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('console.settings.unsaved.title')}
      body={t('console.settings.unsaved.body')}
      confirm={t('console.settings.unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
