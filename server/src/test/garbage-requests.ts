import { expect } from 'vitest';
import type { App } from '../app.js';

/** Who sends a garbage request. */
export type GarbageSender = 'guest' | 'user' | 'admin' | 'forged';

/** One malformed or unauthorised request and the status it must get. */
export interface GarbageRequest {
  name: string;
  method: string;
  /** A path, or a function for paths that need ids known only once the test runs. */
  path: string | (() => string);
  body?: string | Uint8Array | (() => string);
  contentType?: string;
  as?: GarbageSender;
  status: number;
}

/** Where garbage goes, with which tokens, and how to tell that nothing changed. */
export interface GarbageTarget {
  url: string;
  tokens: { admin: string; user: string };
  /** Who sends a request that does not say. */
  defaultSender: GarbageSender;
  /** A text that must be the same before and after each request. */
  snapshot(): Promise<string>;
}

/** A well-formed token that no server issued. */
export const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl';

/**
 * Sends a garbage request and checks PocketBase's contract for it: the expected 4xx, the
 * `{status, message, data}` body, and nothing changed.
 */
export async function expectRejectedUnchanged(target: GarbageTarget, item: GarbageRequest) {
  const before = await target.snapshot();
  const response = await send(target, item);
  expect(response.status).toBe(item.status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    status: item.status,
    message: expect.any(String),
    data: expect.any(Object),
  });
  expect(await target.snapshot()).toBe(before);
}

function send(target: GarbageTarget, item: GarbageRequest): Promise<Response> {
  const headers: Record<string, string> = {};
  if (item.contentType) headers['Content-Type'] = item.contentType;
  const sender = item.as ?? target.defaultSender;
  if (sender === 'admin') headers['Authorization'] = target.tokens.admin;
  if (sender === 'user') headers['Authorization'] = target.tokens.user;
  if (sender === 'forged') headers['Authorization'] = FORGED_TOKEN;
  const path = typeof item.path === 'function' ? item.path() : item.path;
  const body = typeof item.body === 'function' ? item.body() : item.body;
  return fetch(target.url + path, { method: item.method, headers, body });
}

/** `[[…]]` nested `depth` levels. */
export function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** `{"a":{"a":…1}}` nested `depth` levels. */
export function deepObject(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

// note: on PostgreSQL only the permanent tables hold data; the unlogged ones are the processes'
// shared counters and heartbeats, which change by themselves.
const TABLES_SQL = {
  sqlite: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  postgres: `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relpersistence = 'p'
    AND relnamespace = current_schema()::regnamespace ORDER BY relname`,
} as const;

/** Every row of every table of the app's database, as text to compare before and after. */
export async function databaseSnapshot(app: App): Promise<string> {
  const tables = await app.db.all<{ name: string }>(TABLES_SQL[app.db.dialect.name]);
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await app.db.all(`SELECT * FROM ${app.db.dialect.quoteIdent(name)}`);
    // note: PostgreSQL returns rows in no fixed order, so they are compared as a sorted set.
    parts.push(name + JSON.stringify(rows.map((row) => JSON.stringify(row)).sort()));
  }
  return parts.join('\n');
}
