import { SESSION_ROUTES } from '@hearth/shared';
import { loadPb } from '../lib/load-pb';
import { clearSession, storedSession } from '../lib/session';

/** Asks the server to end the session `token` names. */
async function endSession(token: string): Promise<void> {
  const { pb } = await loadPb();
  // note: the token goes explicitly: the stored session is cleared before this request is sent.
  await pb.send(SESSION_ROUTES.endCurrent, {
    method: 'POST',
    headers: { Authorization: token },
    requestKey: null,
  });
}

/**
 * Signs this device out: asks the server to end its session, then clears the stored session
 * without waiting for the answer. Best effort: offline or refused, the device is signed out all
 * the same. The returned promise settles when the server's answer (or failure) is in.
 */
export function signOut(): Promise<void> {
  const { token } = storedSession();
  const ending = token ? endSession(token).catch(() => undefined) : Promise.resolve();
  clearSession();
  return ending;
}
