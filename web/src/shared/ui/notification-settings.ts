/** Spec section 9's notification constants. */
export const NOTIFICATION_SETTINGS = {
  position: 'top-center',
  /** At most 3 visible; the rest wait in a queue. */
  limit: 3,
  autoCloseMs: 3000,
  pauseOnHover: false,
  /** No pause on touch either: touch pauses only while dragging, so dragging is off. */
  draggable: false,
  /** Pause while the tab is hidden or the window has lost focus. */
  pauseOnFocusLoss: true,
  transition: { durationMs: 1000, easing: 'ease-in-out' },
} as const;
