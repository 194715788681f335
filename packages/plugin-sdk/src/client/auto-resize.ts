import { BRIDGE_LIMITS } from '../protocol.js';

/** A frame height the app accepts: whole CSS pixels within `BRIDGE_LIMITS`. */
export function clampFrameHeight(height: number): number {
  const whole = Number.isFinite(height) ? Math.ceil(height) : BRIDGE_LIMITS.minHeight;
  return Math.min(BRIDGE_LIMITS.maxHeight, Math.max(BRIDGE_LIMITS.minHeight, whole));
}

/**
 * The height the page's content needs: the body's box with its margins. (The document's own
 * scroll height never drops below the frame's, so a frame measured by it could grow but never
 * shrink.)
 */
export function contentHeight(document: Document): number {
  const body = document.body;
  const view = document.defaultView;
  if (!body || !view) return 0;
  const style = view.getComputedStyle(body);
  const margins = (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
  return body.getBoundingClientRect().height + margins;
}

/**
 * Calls `onHeight` with the content's frame height now and whenever it changes (a
 * ResizeObserver on the body), once per distinct height. Returns the function that stops.
 */
export function watchContentHeight(
  document: Document,
  onHeight: (height: number) => void,
): () => void {
  let last = -1;
  let observer: ResizeObserver | undefined;
  const measure = () => {
    const height = clampFrameHeight(contentHeight(document));
    if (height === last) return;
    last = height;
    onHeight(height);
  };
  const start = () => {
    measure();
    const Observer = document.defaultView?.ResizeObserver;
    if (!Observer || !document.body) return;
    observer = new Observer(measure);
    observer.observe(document.body);
  };
  // A script in the page's head runs before there is a body to measure.
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
  return () => {
    document.removeEventListener('DOMContentLoaded', start);
    observer?.disconnect();
  };
}
