/**
 * The Content-Security-Policy of a plugin's files (docs/plugin-data-model.md): its own files
 * and inline code only, no network unless the user granted `network` (then https to the hosts
 * its manifest names), no forms, no `<base>`, framed only by the app. `sandbox allow-scripts`
 * repeats the frame's own sandbox, so that a plugin page opened outside the app's frame (a
 * link, a new tab) still runs in an opaque origin and can never reach the app's storage.
 */
export function frameCsp(networkHosts: readonly string[] | null): string {
  const connect =
    networkHosts && networkHosts.length > 0
      ? networkHosts.map((host) => `https://${host}`).join(' ')
      : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src ${connect}`,
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
}

/** A plugin's icon: an SVG may draw, never run or load anything. */
export const ICON_CSP = "default-src 'none'; style-src 'unsafe-inline'";
