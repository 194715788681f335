type Receiver = (event: { source: unknown; data: unknown }) => void;

/** Messages kept for frames not yet known by their window, at most (the oldest go first). */
export const EARLY_MESSAGES_MAX = 200;

const known = new Map<unknown, Receiver>();
const unresolved = new Set<HTMLIFrameElement>();
let early: Array<{ source: unknown; data: unknown }> = [];

function dispatch(event: MessageEvent): void {
  const receive = known.get(event.source);
  if (receive) return receive(event);
  if (unresolved.size === 0 || event.source === null) return;
  // A frame that talks before its `load` event: kept until it is known.
  early.push({ source: event.source, data: event.data });
  if (early.length > EARLY_MESSAGES_MAX) early.shift();
}

function listen(): void {
  if (known.size === 0 && unresolved.size === 0) window.addEventListener('message', dispatch);
}

function unlisten(): void {
  if (known.size > 0 || unresolved.size > 0) return;
  window.removeEventListener('message', dispatch);
  early = [];
}

/** A frame's registration: its messages reach the receiver once the frame is resolved. */
export interface FrameRegistration {
  /**
   * Learns the frame's window (call once its page has loaded): its messages, those that came
   * early included, reach the receiver from now on.
   */
  resolve(): void;
  stop(): void;
}

/**
 * Passes the `message` events a frame posts to `receive`. ONE window listener finds the frame by
 * its window, so many frames (or one flooding the app) cost one lookup per message. A frame's
 * window is read only once it has loaded: reading `contentWindow` of a sandboxed frame that is
 * still being created blocks the page (tens of milliseconds a frame in Chromium).
 */
export function receiveFrameMessages(
  element: HTMLIFrameElement,
  receive: Receiver,
): FrameRegistration {
  listen();
  unresolved.add(element);
  let frameWindow: Window | null = null;
  return {
    resolve() {
      if (frameWindow || !unresolved.has(element)) return;
      frameWindow = element.contentWindow;
      if (!frameWindow) return;
      unresolved.delete(element);
      known.set(frameWindow, receive);
      const own = early.filter((message) => message.source === frameWindow);
      early = early.filter((message) => message.source !== frameWindow);
      for (const message of own) receive(message);
    },
    stop() {
      unresolved.delete(element);
      if (frameWindow && known.get(frameWindow) === receive) known.delete(frameWindow);
      unlisten();
    },
  };
}
