/** A notification waiting to be shown. */
export interface Notice {
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  detail?: string;
}

type Deliver = (notice: Notice) => void;

let deliver: Deliver | null = null;
const backlog: Notice[] = [];
const demand = new Set<() => void>();

function show(notice: Notice): void {
  if (deliver) {
    deliver(notice);
    return;
  }
  backlog.push(notice);
  for (const listener of demand) listener();
}

/**
 * Shows notifications (spec section 9). The notification library loads on demand; anything
 * raised before it is ready waits in order and is shown as soon as it is.
 */
export const notify = {
  success: (message: string, detail?: string) => show({ type: 'success', message, detail }),
  info: (message: string, detail?: string) => show({ type: 'info', message, detail }),
  warning: (message: string, detail?: string) => show({ type: 'warning', message, detail }),
  error: (message: string, detail?: string) => show({ type: 'error', message, detail }),
};

/** Connects the notification area; returns the disconnect. */
export function connectNotifier(target: Deliver): () => void {
  deliver = target;
  for (const notice of backlog.splice(0)) target(notice);
  return () => {
    if (deliver === target) deliver = null;
  };
}

/** Tells `listener` when a notification is waiting for a notification area. */
export function onNotificationDemand(listener: () => void): () => void {
  demand.add(listener);
  if (backlog.length > 0) listener();
  return () => demand.delete(listener);
}
