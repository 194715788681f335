import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { hasMessage, loadAllMessages, useTranslation } from '@/i18n/i18n';
import { useCurrentUser } from '../lib/session';
import { useSurface } from '../lib/theme-preference';
import { isServerUnreachable } from '../offline/connectivity';
import { useOffline } from '../offline/offline-state';
// note: the styles go in with the chunk, so loading it needs no stylesheet (nor Vite's preloader
// in the sign-in page's first paint).
import css from './app-status.css?inline';
import {
  isUpdateWaiting,
  registerServiceWorker,
  reloadIntoUpdate,
  subscribeUpdate,
} from './service-worker';
import { applyThemeColor } from './theme-color';

/** While the server cannot be reached, how often the session's refresh is tried again. */
const RETRY_MS = 15_000;

function controlledByWorker(): boolean {
  return 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
}

/**
 * Registers the service worker once someone is signed in, or where one already serves the page
 * (so a new version is announced on the signed-out pages too); a first visit to the sign-in page
 * registers none. Tells whether a new version waits.
 */
function useUpdateWaiting(signedIn: boolean): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !(signedIn || controlledByWorker())) return;
    registerServiceWorker();
    const sync = () => setWaiting(isUpdateWaiting());
    sync();
    return subscribeUpdate(sync);
  }, [signedIn]);
  return waiting;
}

/** Runs the navigation guard again once the server may be back (it marks the app online). */
function useRetryWhenBack(offline: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!offline) return;
    const retry = () => {
      if (isServerUnreachable() && navigator.onLine) void revalidate();
    };
    // note: a server that went away without the browser going offline sends no `online` event.
    const timer = setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [offline, revalidate]);
}

function OfflineNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="h-app-status-offline" role="status" data-testid="offline-notice">
      <strong>{t('appStatus.offline.title')}</strong>{' '}
      <span>{t(signedIn ? 'appStatus.offline.signedIn' : 'appStatus.offline.signedOut')}</span>
    </div>
  );
}

function UpdatePrompt() {
  const { t } = useTranslation();
  return (
    <div className="h-app-status-update" role="status" data-testid="update-prompt">
      <div>
        <strong>{t('appStatus.update.title')}</strong> <span>{t('appStatus.update.body')}</span>
      </div>
      <button type="button" className="h-app-status-reload" onClick={() => void reloadIntoUpdate()}>
        {t('appStatus.update.reload')}
      </button>
    </div>
  );
}

/**
 * The installed app's state on every page: the service worker, the browser bar in the surface's
 * colour, a notice while offline and a prompt when a new version waits. Plain elements: the
 * signed-out pages show it before the component library has loaded.
 */
export function AppStatus() {
  const signedIn = useCurrentUser() !== null;
  const offline = useOffline();
  const waiting = useUpdateWaiting(signedIn);
  const surface = useSurface();
  useTranslation(); // re-renders once the messages below are in.
  // note: the sign-in page's messages leave these out; they come with the rest, when needed.
  const ready = hasMessage('appStatus.update.reload');
  useRetryWhenBack(offline);
  useEffect(() => applyThemeColor(surface), [surface]);
  useEffect(() => {
    if ((offline || waiting) && !ready) void loadAllMessages();
  }, [offline, waiting, ready]);
  if (!ready || (!offline && !waiting)) return null;
  return (
    <div className="h-app-status">
      <style>{css}</style>
      {offline && <OfflineNotice signedIn={signedIn} />}
      {waiting && <UpdatePrompt />}
    </div>
  );
}
