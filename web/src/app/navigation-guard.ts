import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { i18n, i18nReady } from '@/i18n/i18n';
import { PATHS, PUBLIC_PATHS } from '@/shared/config/paths';
import { describeError } from '@/shared/lib/api-error';
import { users } from '@/shared/lib/load-pb';
import { lazyRoute } from './lazy-route';
import { clearSession, hasValidSession, storedSession } from '@/shared/lib/session';
import { setServerUnreachable } from '@/shared/offline/connectivity';
import { notify } from '@/shared/ui/notify';

/** What the guard does with one navigation. */
export type GuardDecision =
  { action: 'refresh' } | { action: 'allow' } | { action: 'redirect'; to: string };

/** Paths a signed-in user has no business on; they go home instead. */
const SIGNED_OUT_ONLY: readonly string[] = [PATHS.login, PATHS.register];

/**
 * Spec sections 2 and 4, as a pure function: a valid session is refreshed (and `/` goes to
 * `/home`); without one, anything but the public paths goes to `/login`.
 */
export function decideNavigation(pathname: string, sessionValid: boolean): GuardDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (sessionValid) {
    // The redirected navigation refreshes, so these skip it: one refresh per navigation.
    if (path === PATHS.root || SIGNED_OUT_ONLY.includes(path)) {
      return { action: 'redirect', to: PATHS.home };
    }
    return { action: 'refresh' };
  }
  if (PUBLIC_PATHS.includes(path)) return { action: 'allow' };
  return { action: 'redirect', to: PATHS.login };
}

let refreshCount = 0;

/** A request key no other request shares, so the SDK never auto-cancels a refresh. */
export function uniqueRefreshKey(): string {
  refreshCount += 1;
  return `auth-refresh-${Date.now()}-${refreshCount}`;
}

/** Tells the user their session is over (spec section 8: the warning, then the error). */
function warnSessionExpired(error: unknown): void {
  const description = describeError(error);
  const detail =
    description.kind === 'status'
      ? i18n.t(`errors.status.${description.status}`)
      : description.kind === 'message'
        ? i18n.t(`errors.messages.${description.key}`)
        : description.kind === 'network'
          ? i18n.t('errors.network')
          : description.kind === 'unknown'
            ? description.message
            : undefined;
  notify.warning(i18n.t('session.expired'), detail);
}

function loginRedirect(url: URL): Response {
  const target = url.pathname + url.search;
  const keep = target !== PATHS.root && target !== PATHS.home;
  return redirect(keep ? `${PATHS.login}?redirect=${encodeURIComponent(target)}` : PATHS.login);
}

/**
 * What a failed refresh means. Spec section 8 signs out when the refresh fails; a refresh that
 * never reached the server (no network: the SDK's status 0, not an abort) is not the server
 * refusing the session, so the session stays and the app runs offline (docs/offline.md).
 */
export function refreshFailure(error: unknown): 'aborted' | 'unreachable' | 'refused' {
  const kind = describeError(error).kind;
  if (kind === 'aborted') return 'aborted';
  return kind === 'network' ? 'unreachable' : 'refused';
}

/**
 * The navigation guard, run by the root route's loader on every navigation (the root route always
 * revalidates). A refused refresh warns, clears the session and goes to `/login`; one that could
 * not reach the server keeps the session and marks the app offline (it runs again once online).
 */
export async function navigationGuard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const hadSession = Boolean(storedSession().token);
  const decision = decideNavigation(url.pathname, hasValidSession());
  if (decision.action === 'redirect') {
    if (decision.to === PATHS.login && hadSession) {
      // A stored token whose `exp` has passed: the session ran out while the user was away.
      clearSession();
      await i18nReady;
      notify.warning(i18n.t('session.expired'));
    }
    throw decision.to === PATHS.login ? loginRedirect(url) : redirect(decision.to);
  }
  if (decision.action === 'allow') return null;
  // A failed SDK chunk follows the lazy-module rule (reload once), not the session-expired one.
  const api = await lazyRoute(users)();
  try {
    await api.authRefresh({ requestKey: uniqueRefreshKey() });
    setServerUnreachable(false);
  } catch (error) {
    const failure = refreshFailure(error);
    if (failure === 'aborted') return null; // the page is going away.
    if (failure === 'unreachable') {
      setServerUnreachable(true);
      return null;
    }
    await i18nReady;
    // A suspended account is told why on /login, instead of the generic warning. (Loaded here:
    // a refused refresh is rare, and the first paint of every page carries this module.)
    const { noteSuspension } = await import('@/shared/moderation/suspension-store');
    if (!noteSuspension(error)) warnSessionExpired(error);
    clearSession();
    throw loginRedirect(url);
  }
  return null;
}
