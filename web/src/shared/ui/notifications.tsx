// note: react-toastify injects its own sheet; this one dresses it in the app's colours.
import './notifications.css';
import { useEffect } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { cssTransition, toast, ToastContainer } from 'react-toastify';
import { NOTIFICATION_SETTINGS } from './notification-settings';
import type { Notice } from './notify';
import { connectNotifier } from './notify';

const ENTER_CLASS = 'hearth-toast-enter';
const EXIT_CLASS = 'hearth-toast-exit';

/** The enter and exit animations, built from the settings so the numbers live in one place. */
export const TRANSITION_CSS = (() => {
  const { durationMs, easing } = NOTIFICATION_SETTINGS.transition;
  return [
    `@keyframes hearth-toast-in{from{opacity:0;transform:translateY(-16px) scale(.98)}to{opacity:1;transform:none}}`,
    `@keyframes hearth-toast-out{from{opacity:1;transform:none}to{opacity:0;transform:translateY(-16px) scale(.98)}}`,
    `.${ENTER_CLASS}{animation:hearth-toast-in ${durationMs}ms ${easing} both}`,
    `.${EXIT_CLASS}{animation:hearth-toast-out ${durationMs}ms ${easing} both}`,
    `@media (prefers-reduced-motion: reduce){.${ENTER_CLASS},.${EXIT_CLASS}{animation-duration:1ms}}`,
  ].join('\n');
})();

/** The container props that carry the settings (exported for tests). */
export const CONTAINER_PROPS: ToastContainerProps = {
  position: NOTIFICATION_SETTINGS.position,
  limit: NOTIFICATION_SETTINGS.limit,
  autoClose: NOTIFICATION_SETTINGS.autoCloseMs,
  pauseOnHover: NOTIFICATION_SETTINGS.pauseOnHover,
  pauseOnFocusLoss: NOTIFICATION_SETTINGS.pauseOnFocusLoss,
  draggable: NOTIFICATION_SETTINGS.draggable,
  closeOnClick: true,
  newestOnTop: false,
  // The toast's coloured edge and icon say what kind it is; a running bar would only distract.
  hideProgressBar: true,
  transition: cssTransition({
    enter: ENTER_CLASS,
    exit: EXIT_CLASS,
    collapseDuration: NOTIFICATION_SETTINGS.transition.durationMs,
  }),
};

// Ids of notifications shown or queued, so an identical one is not added twice.
const pending = new Set<string>();
toast.onChange((item) => {
  if (item.status === 'removed' && typeof item.id === 'string') pending.delete(item.id);
});

/** Shows one notice unless an identical one is already shown or queued. */
export function showNotice({ type, message, detail }: Notice): void {
  const id = `${type}:${message}:${detail ?? ''}`;
  if (pending.has(id) || toast.isActive(id)) return;
  pending.add(id);
  const content = (
    <div className="h-toast-body">
      {detail ? <strong>{message}</strong> : message}
      {detail && <div className="h-toast-detail">{detail}</div>}
    </div>
  );
  toast(content, { type, toastId: id, role: type === 'error' ? 'alert' : 'status' });
}

/** The notification area: react-toastify with spec section 9's settings, in the app's colours. */
export function Notifications({ mode }: { mode: 'light' | 'dark' }) {
  useEffect(() => connectNotifier(showNotice), []);
  return (
    <>
      <style>{TRANSITION_CSS}</style>
      <ToastContainer {...CONTAINER_PROPS} theme={mode} />
    </>
  );
}
