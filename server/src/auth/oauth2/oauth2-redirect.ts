import type { Realtime } from '../../realtime/realtime.js';

/** The realtime topic of the SDK's all-in-one OAuth2 flow. */
export const OAUTH2_TOPIC = '@oauth2';

/** What a provider sends back to `/api/oauth2-redirect` (query or form body). */
export interface OAuth2RedirectData {
  /** The SDK puts its realtime client id here. */
  state: string;
  code: string;
  error: string;
}

/**
 * Hands a provider's redirect to the realtime client that started the flow (PocketBase's
 * `oauth2SubscriptionRedirect`): the client whose id is `state`, subscribed to `@oauth2` and
 * connected from the same IP as the redirect, gets the `@oauth2` message `{state, code,
 * error?}` through the publish API and loses that subscription. Returns whether the flow
 * succeeded: a client was found and the provider sent a code and no error.
 *
 * note: the client must live in this process (the checks read the local broker); several
 * processes need the redirect routed to the one holding the client's stream.
 */
export async function forwardOAuth2Redirect(
  realtime: Realtime,
  data: OAuth2RedirectData,
  ip: string,
): Promise<boolean> {
  if (data.state === '') return false;
  const client = realtime.broker.client(data.state);
  if (!client?.isOpen || !client.subscriptions.has(OAUTH2_TOPIC)) return false;
  // PB compat (v0.38.2+): the redirect must come from where the realtime stream was opened.
  if (client.remoteIp !== ip) return false;
  const message: Record<string, string> = { state: data.state, code: data.code };
  if (data.error !== '') message['error'] = data.error;
  await realtime.publish(OAUTH2_TOPIC, message, {
    audience: { clientIds: [client.id] },
    once: true,
  });
  return data.error === '' && data.code !== '';
}
