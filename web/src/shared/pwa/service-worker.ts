/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker (vite.config.ts: Workbox, `prompt`): registered once, checked for a new
 * version every hour and whenever the tab comes back into view, and replaced only when the user
 * chooses to reload (docs/offline.md).
 */

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let update: ((reload?: boolean) => Promise<void>) | null = null;
let waiting = false;
const listeners = new Set<() => void>();

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    // note: offline or mid-deploy the check fails; the next one tries again.
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Registers the service worker (once per page). */
export function registerServiceWorker(): void {
  if (update) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true;
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registration) {
      if (registration) checkForUpdates(registration);
    },
    onRegisterError() {
      // note: without a worker the app still runs; it only cannot open offline.
    },
  });
}

/** A new version is installed and waits for the user to reload. */
export function isUpdateWaiting(): boolean {
  return waiting;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over, then reloads the page into it. */
export async function reloadIntoUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!update || !registration?.waiting) {
    window.location.reload(); // it took over already (no page of the old one was open).
    return;
  }
  // note: Workbox reloads by itself only a page the old version served from its first load.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  await update(true);
}
