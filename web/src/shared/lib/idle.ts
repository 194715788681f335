/** Runs `task` once the browser is idle (or after `timeoutMs` at the latest). */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}
