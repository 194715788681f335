import { SESSION_ENDED_TOPIC } from '@hearth/shared';
import { loadPb } from '../lib/load-pb';
import { currentSessionId, storedSession } from '../lib/session';
import { onUnauthorized } from './unauthorized-answers';

/** The navigation guard answers its own refresh's failure; a second signal would warn twice. */
const AUTH_REFRESH = /\/auth-refresh(?:\?|$)/;

let signingIn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work`, a sign-in that replaces the stored session while the old one ends (a password
 * change ends every session, this one included, and signs in again): signals about the old
 * session wait until it is done, then are dropped, since the device is signed in again.
 */
export function signInAgain<T>(work: () => Promise<T>): Promise<T> {
  const done = work();
  signingIn = Promise.all([signingIn, done.catch(() => undefined)]);
  // note: best effort; a failed sign-in is the caller's to show, a failed resend heals on reconnect.
  void done.then(reauthorizeRealtime).catch(() => undefined);
  return done;
}

/**
 * Sends the realtime subscriptions again with the new token: the connection lost its
 * authorization with the session that ended, and would hear nothing more until it reconnects.
 */
async function reauthorizeRealtime(): Promise<void> {
  const { pb } = await loadPb();
  if (!pb.realtime.isConnected) return;
  // note: the SDK sends every subscription, with the current token, whenever a new topic is
  // added or removed; a variant of a topic already held is such a topic.
  const stop = await pb.realtime.subscribe(SESSION_ENDED_TOPIC, () => undefined, {
    query: { reauthorize: '1' },
  });
  await stop();
}

/** `{id}` ⇒ id; anything else ⇒ null. */
function endedSessionId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  return typeof data.id === 'string' ? data.id : null;
}

/**
 * Calls `onEnded` when the server says this device's session may be over: it announces the end
 * on `SESSION_ENDED_TOPIC`, or it answers a request 401. Whether the session really ended is for
 * the caller to check (a refresh), since a 401 can also come from a route the user may not use:
 * so a 401 asks at most once per session, and only for a token that names one (an older token
 * goes on as a guest's, and is the guard's business). Returns the stop.
 */
export function watchSessionEnd(onEnded: () => void): () => void {
  let stopped = false;
  let reported = '';
  const signal = () => {
    const token = storedSession().token;
    void signingIn.then(() => {
      if (stopped || !token || reported === token || storedSession().token !== token) return;
      reported = token;
      onEnded();
    });
  };
  const askedAbout = new Set<string>();
  const stopRefusals = onUnauthorized((url) => {
    const id = currentSessionId();
    if (!id || AUTH_REFRESH.test(url) || askedAbout.has(id)) return;
    askedAbout.add(id);
    signal();
  });
  const stopTopic = loadPb()
    .then(({ pb }) =>
      pb.realtime.subscribe(SESSION_ENDED_TOPIC, (data: unknown) => {
        const id = endedSessionId(data);
        if (id && id === currentSessionId()) signal();
      }),
    )
    .catch(() => null);
  return () => {
    stopped = true;
    stopRefusals();
    void stopTopic.then((stop) => stop?.()).catch(() => undefined);
  };
}
