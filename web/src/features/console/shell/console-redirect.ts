/** Where the console's sign-in page lives. */
export const CONSOLE_LOGIN = '/_/login';

/** `/_/login?next=/_/users` for a signed-out visit to `/_/users`. */
export function signInPathFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  if (pathname === CONSOLE_LOGIN || target === '/_/' || target === '/_') return CONSOLE_LOGIN;
  return `${CONSOLE_LOGIN}?next=${encodeURIComponent(target)}`;
}

/** Where to go after sign-in: a console page from `next`, else the dashboard (never off-site). */
export function afterSignInPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/_/') || next.startsWith('/_/login') || next.includes('//')) {
    return '/_/';
  }
  return next;
}
