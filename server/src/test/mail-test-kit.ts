import { ClientResponseError } from 'pocketbase';
import type { Logger } from '../lib/logger.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { startTestServer, type TestServer } from './test-server.js';

/** The app URL mail links start with in tests. */
export const TEST_APP_URL = 'http://hearth.test';

/** A test server whose mail goes to an SMTP sink on loopback. */
export interface MailTestServer {
  server: TestServer;
  sink: SmtpSink;
  close(): Promise<void>;
}

/**
 * Starts a server configured to send mail over SMTP to a fresh sink (STARTTLS off), with a
 * fixed app URL and rate limits off so tests can repeat requests freely.
 */
export async function startMailTestServer(options: { logger?: Logger } = {}) {
  const sink = await startSmtpSink();
  const server = await startTestServer(options);
  await server.app.settings.update({
    meta: { appURL: TEST_APP_URL },
    smtp: { enabled: true, host: '127.0.0.1', port: sink.port, tls: false },
    rateLimits: { enabled: false },
  });
  return {
    server,
    sink,
    close: async () => {
      await server.close();
      await sink.close();
    },
  } satisfies MailTestServer;
}

/** The `ClientResponseError` a call rejects with (fails the test when it resolves). */
export async function errorOf(call: Promise<unknown>): Promise<ClientResponseError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  if (outcome instanceof ClientResponseError) return outcome;
  throw new Error(`expected a ClientResponseError, got ${String(outcome)}`);
}

/** Posts a raw body to an API path and returns the status and parsed JSON (or null). */
export async function postRaw(
  baseUrl: string,
  path: string,
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(new URL(path, baseUrl), { method: 'POST', headers, body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // note: a non-JSON answer stays null; the caller asserts on the status.
  }
  return { status: response.status, json };
}
