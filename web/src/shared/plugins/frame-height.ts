import { BRIDGE_LIMITS } from '@hearth/plugin-sdk';

/** A frame's height before its plugin says otherwise (a message type may give its own). */
export const DEFAULT_FRAME_HEIGHT = 120;

/** A height the app accepts: whole CSS pixels within the bridge's limits. */
export function clampFrameHeight(height: number): number {
  const whole = Number.isFinite(height) ? Math.ceil(height) : DEFAULT_FRAME_HEIGHT;
  return Math.min(BRIDGE_LIMITS.maxHeight, Math.max(BRIDGE_LIMITS.minHeight, whole));
}

const pending = new Map<object, () => void>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const apply = [...pending.values()];
  pending.clear();
  for (const resize of apply) resize();
}

/**
 * Applies a frame's new height at the next animation frame, together with every other frame's
 * (the latest asked for each `owner`): a chat full of plugin messages that settle their sizes
 * at once relays out the list once a frame, not once per message.
 */
export function scheduleResize(owner: object, resize: () => void): void {
  pending.set(owner, resize);
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(flush);
}

/** Forgets a frame's pending height (it is going away). */
export function cancelResize(owner: object): void {
  pending.delete(owner);
}
