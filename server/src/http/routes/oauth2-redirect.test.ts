import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { waitUntil } from '../../test/realtime-probe.js';
import { failure } from '../../test/sdk-outcome.js';
import { linksOf, startOAuth2TestEnv, type OAuth2TestEnv } from '../../test/oauth2-test-kit.js';

let env: OAuth2TestEnv;

beforeAll(async () => {
  env = await startOAuth2TestEnv();
});
beforeEach(() => env.idp.reset());
afterAll(() => env.close());

/** Follows a URL the way the popup does and returns the page it ends on. */
async function openPopup(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/**
 * A realtime client subscribed to `@oauth2` the way the SDK's popup flow subscribes, recording
 * what it hears; `probe` asks the server to say something to the client alone, so that once the
 * probe is in, anything sent before it is too.
 */
async function oauth2Listener(topic = '@oauth2') {
  const pb: PocketBase = env.server.client();
  const heard: unknown[] = [];
  await pb.realtime.subscribe(topic, (data: unknown) => heard.push(data));
  const probes: unknown[] = [];
  await pb.realtime.subscribe('probe', (data: unknown) => probes.push(data));
  const drain = async () => {
    const mark = probes.length + 1;
    await env.server.app.realtime.publish('probe', mark, {
      audience: { clientIds: [pb.realtime.clientId] },
    });
    await waitFor(() => probes.length >= mark);
    return heard;
  };
  return { pb, clientId: pb.realtime.clientId, heard, drain };
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function redirectUrl(query: Record<string, string>): string {
  return `${env.server.url}/api/oauth2-redirect?${new URLSearchParams(query).toString()}`;
}

describe('the SDK’s all-in-one popup flow', () => {
  it('signs in through realtime: popup to the provider, redirect, code exchange', async () => {
    env.idp.user = {
      sub: 'popup-1',
      name: 'Popup Person',
      email: 'popup@example.com',
      email_verified: true,
    };
    const pages: { status: number; html: string }[] = [];
    const pb = env.server.client();
    const auth = await pb.collection('users').authWithOAuth2({
      provider: 'oidc',
      createData: { language: 'ja' },
      urlCallback: async (url) => {
        pages.push(await openPopup(url));
      },
    });
    expect(auth.record).toMatchObject({
      email: 'popup@example.com',
      verified: true,
      language: 'ja',
    });
    expect(auth.meta).toMatchObject({ id: 'popup-1', isNew: true });
    expect(pb.authStore.record?.id).toBe(auth.record.id);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.status).toBe(200);
    expect(pages[0]?.html).toContain('Auth completed.');
    expect(pages[0]?.html).toContain('You can close this window and go back to the app.');
    expect(await linksOf(env, auth.record.id)).toEqual(['oidc:popup-1']);
  });

  it('rejects the SDK’s promise when the provider sends the user back with an error', async () => {
    env.idp.denyWith = 'access_denied';
    const pages: { status: number; html: string }[] = [];
    const error = await failure(
      env.server
        .client()
        .collection('users')
        .authWithOAuth2({
          provider: 'oidc',
          urlCallback: async (url) => {
            pages.push(await openPopup(url));
          },
        }),
    );
    expect(String(error.originalError)).toContain(
      'OAuth2 redirect error or missing code: access_denied',
    );
    // note: the error reaches the SDK over realtime, which may be before the popup's page has
    // finished loading (on PostgreSQL the message makes a round trip through the database).
    await waitUntil(() => pages.length > 0);
    expect(pages[0]?.status).toBe(400);
    expect(pages[0]?.html).toContain('Failed to authenticate.');
  });
});

describe('GET/POST /api/oauth2-redirect', () => {
  it('sends {state, code} to the subscribed client once, then drops the subscription', async () => {
    const listener = await oauth2Listener();
    const page = await openPopup(redirectUrl({ state: listener.clientId, code: 'abc' }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await listener.drain()).toEqual([{ state: listener.clientId, code: 'abc' }]);
    const again = await openPopup(redirectUrl({ state: listener.clientId, code: 'abc' }));
    expect(again.status).toBe(400);
    expect(await listener.drain()).toHaveLength(1);
    await listener.pb.realtime.unsubscribe();
  });

  it('passes a provider error on, and fails the popup page', async () => {
    const listener = await oauth2Listener();
    const page = await openPopup(redirectUrl({ state: listener.clientId, error: 'access_denied' }));
    expect(page.status).toBe(400);
    expect(page.html).toContain('Failed to authenticate.');
    expect(await listener.drain()).toEqual([
      { state: listener.clientId, code: '', error: 'access_denied' },
    ]);
    await listener.pb.realtime.unsubscribe();
  });

  it('accepts a form_post redirect, with or without an Apple-style user', async () => {
    const listener = await oauth2Listener();
    const response = await fetch(`${env.server.url}/api/oauth2-redirect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: listener.clientId,
        code: 'posted',
        user: '{"name":{"firstName":"Ann","lastName":"Apple"}}',
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await listener.drain()).toEqual([{ state: listener.clientId, code: 'posted' }]);
    await listener.pb.realtime.unsubscribe();
  });

  it.each([
    ['no state', () => ({ code: 'x' })],
    ['an unknown state', () => ({ state: 'x'.repeat(40), code: 'x' })],
    ['a long state', () => ({ state: 's'.repeat(8000), code: 'x' })],
  ])('fails for %s', async (_case, query) => {
    const page = await openPopup(redirectUrl(query()));
    expect(page.status).toBe(400);
    expect(page.html).toContain('Failed to authenticate.');
  });

  it('ignores a client that is not subscribed to @oauth2', async () => {
    const listener = await oauth2Listener('something-else');
    const page = await openPopup(redirectUrl({ state: listener.clientId, code: 'x' }));
    expect(page.status).toBe(400);
    expect(await listener.drain()).toEqual([]);
    await listener.pb.realtime.unsubscribe();
  });

  it('ignores a redirect from another IP than the realtime connection', async () => {
    await env.admin.settings.update({ trustedProxy: { headers: ['X-Forwarded-For'] } });
    try {
      const listener = await oauth2Listener();
      const elsewhere = await openPopup(redirectUrl({ state: listener.clientId, code: 'x' }), {
        'X-Forwarded-For': '203.0.113.7',
      });
      expect(elsewhere.status).toBe(400);
      expect(await listener.drain()).toEqual([]);
      const here = await openPopup(redirectUrl({ state: listener.clientId, code: 'y' }));
      expect(here.status).toBe(200);
      expect(await listener.drain()).toEqual([{ state: listener.clientId, code: 'y' }]);
      await listener.pb.realtime.unsubscribe();
    } finally {
      await env.admin.settings.update({ trustedProxy: { headers: [] } });
    }
  });

  it.each([
    ['malformed JSON', 'application/json', '{"state":'],
    ['a JSON array', 'application/json', '[1]'],
    ['non-string fields', 'application/json', '{"state":{"a":1},"code":[1]}'],
    ['plain text', 'text/plain', 'state=x'],
    ['a broken multipart body', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition'],
  ])('answers a POST with %s with the failure page', async (_case, type, body) => {
    const response = await fetch(`${env.server.url}/api/oauth2-redirect`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Failed to authenticate.');
  });

  it('logs failed redirects but not successful ones', async () => {
    const listener = await oauth2Listener();
    await openPopup(redirectUrl({ state: listener.clientId, code: 'log-marker' }));
    await openPopup(redirectUrl({ state: 'unknown-state', code: 'log-marker' }));
    await listener.pb.realtime.unsubscribe();
    await env.server.app.logs.flush();
    const logs = await env.admin.logs.getList(1, 50, { filter: "data.url ~ 'log-marker'" });
    expect(logs.items.map((item) => item.data['status'])).toEqual([400]);
  });
});
