/**
 * The page the OAuth2 popup lands on after `/api/oauth2-redirect`. PocketBase redirects to its
 * dashboard's success/failure page; Hearth has no dashboard, so it answers with this small
 * self-contained page (inline style, no script, nothing from the request echoed back).
 */
export function oauth2RedirectPage(success: boolean): string {
  const title = success ? 'Auth completed.' : 'Failed to authenticate.';
  const detail = success
    ? 'You can close this window and go back to the app.'
    : 'The sign-in could not be completed. Close this window and try again from the app.';
  const accent = success ? '#1a7f37' : '#cf222e';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
    background: Canvas; color: CanvasText; }
  main { max-width: 22rem; margin: 1.5rem; padding: 2rem 1.75rem; text-align: center;
    border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); border-radius: 12px; }
  .mark { width: 3rem; height: 3rem; margin: 0 auto 1rem; border-radius: 50%;
    display: grid; place-items: center; background: ${accent}; color: #fff;
    font-size: 1.6rem; line-height: 1; }
  h1 { font-size: 1.2rem; margin: 0 0 .5rem; }
  p { margin: 0; line-height: 1.5; opacity: .8; }
</style>
</head>
<body>
<main>
<div class="mark" aria-hidden="true">${success ? '&#10003;' : '&#33;'}</div>
<h1>${title}</h1>
<p>${detail}</p>
</main>
</body>
</html>
`;
}

/**
 * Headers of the page: never cached or framed, no outgoing referrer (the URL carries the
 * authorization code), and a policy that allows nothing but its inline style.
 */
export const OAUTH2_REDIRECT_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};
