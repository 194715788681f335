import type { CollectionInput } from '@hearth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, Feature } from './app.js';
import { badRequest, notFound } from './errors.js';
import { HEARTH_FEATURES } from './features/hearth-features.js';
import { mergeMigrations } from './migrations/migration-list.js';
import type { Migration } from './migrations/migration.js';
import { CustomRoutes, RawReply } from './router/custom-routes.js';
import { RealtimeProbe } from './test/realtime-probe.js';
import { failure } from './test/sdk-outcome.js';
import { startTestServer, type TestServer } from './test/test-server.js';

/**
 * A small product feature built only on the engine's seams, as friends or chat will be: a
 * collection as data, custom routes, a record hook and a realtime topic.
 */
function notesFeature(events: string[]): Feature {
  const notes: CollectionInput = {
    name: 'notes',
    type: 'base',
    listRule: '@request.auth.id != ""',
    viewRule: '@request.auth.id != ""',
    createRule: '@request.auth.id != ""',
    fields: [{ name: 'text', type: 'text', max: 100 }],
  };
  const migration: Migration = {
    name: '9000_notes',
    up: (context) => context.importCollections([notes]),
  };
  const setup = (app: App) => {
    app.routes.add({
      method: 'POST',
      path: '/api/hearth/echo/:word',
      handler: ({ info, params }) => {
        if (typeof info.body['text'] !== 'string') {
          throw badRequest('Failed to echo.', {
            text: { code: 'validation_required', message: 'Cannot be blank.' },
          });
        }
        return { word: params['word'], text: info.body['text'], caller: info.auth?.record['id'] };
      },
    });
    app.routes.add({
      method: 'DELETE',
      path: '/api/hearth/nothing',
      handler: () => {
        if (events.length > 100) throw notFound();
        return undefined;
      },
    });
    app.routes.add({
      method: 'POST',
      path: '/api/hearth/uploads',
      bodyLimit: 1000,
      handler: ({ info, files }) => ({
        title: info.body['title'],
        files: Object.entries(files).map(([field, list]) =>
          list.map((file) => `${field}: ${file.name} ${Buffer.from(file.data).toString()}`),
        ),
      }),
    });
    app.routes.add({
      method: 'GET',
      path: '/api/hearth/raw/:id/:rest{.+}',
      handler: ({ params }) =>
        new RawReply(
          Buffer.from(`${params['id']} ${params['rest']}`),
          203,
          { 'Content-Type': 'text/plain; charset=utf-8', 'X-Seen': 'yes' },
          params['id'] === 'framable',
        ),
    });
    app.recordHooks.onAfterChange(async (event) => {
      if (event.collection.name !== 'notes' || event.action !== 'create') return;
      await app.realtime.publish('hearth/notes', { created: event.record['id'] });
    });
  };
  return {
    name: 'notes',
    migrations: [migration],
    setup,
    close: () => {
      events.push('closed');
    },
  };
}

describe('product features on the engine seams', () => {
  let server: TestServer;
  const events: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ features: [...HEARTH_FEATURES, notesFeature(events)] });
  });
  afterAll(async () => {
    await server.close();
  });

  it("applies a feature's migrations with the engine's, recorded under their names", async () => {
    const admin = await server.superuser();
    const notes = await admin.collections.getOne('notes');
    expect(notes.fields.map((field) => field.name)).toContain('text');
    const applied = await server.app.db.all<{ file: string }>(
      'SELECT file FROM _migrations ORDER BY file',
    );
    expect(applied.map((row) => row.file)).toEqual([
      '0001_system_collections',
      '0002_hearth_collections',
      '0003_users_oauth2_mapping',
      '0004_social_collections',
      '0005_chat_collections',
      '0006_rich_messages',
      '0007_message_search',
      '0008_plugins',
      '0009_first_party_plugins',
      '0010_sessions',
      '0011_moderation',
      '9000_notes',
    ]);
  });

  it('answers a custom route with the caller, the path parameters and the JSON body', async () => {
    const { pb, id } = await server.user('echo@example.com');
    const answer: unknown = await pb.send('/api/hearth/echo/hello', {
      method: 'POST',
      body: { text: 'hi' },
    });
    expect(answer).toEqual({ word: 'hello', text: 'hi', caller: id });
  });

  it("sends a custom route's errors in PocketBase's shape", async () => {
    const error = await failure(
      server.client().send('/api/hearth/echo/x', { method: 'POST', body: { text: 1 } }),
    );
    expect(error.status).toBe(400);
    expect(error.response).toEqual({
      status: 400,
      message: 'Failed to echo.',
      data: { text: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
  });

  it('refuses a malformed body before the handler runs', async () => {
    const response = await fetch(`${server.url}/api/hearth/echo/x`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"text":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, data: {} });
  });

  it('answers an empty 204 when the handler returns nothing', async () => {
    const response = await fetch(`${server.url}/api/hearth/nothing`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('hands a multipart body to the handler with its files', async () => {
    const form = new FormData();
    form.append('title', 'notes');
    form.append('doc', new Blob(['hello']), 'a.txt');
    form.append('doc', new Blob(['world']), 'b.txt');
    const answer: unknown = await server.client().send('/api/hearth/uploads', {
      method: 'POST',
      body: form,
    });
    expect(answer).toEqual({ title: 'notes', files: [['doc: a.txt hello', 'doc: b.txt world']] });
  });

  it("holds a route's body to its own limit, with PocketBase's 413", async () => {
    const form = new FormData();
    form.append('doc', new Blob(['x'.repeat(2000)]), 'big.txt');
    const response = await fetch(`${server.url}/api/hearth/uploads`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 413,
      message: 'Request entity too large.',
      data: {},
    });
  });

  it('sends a raw reply as it is, with a parameter that spans segments', async () => {
    const response = await fetch(`${server.url}/api/hearth/raw/plain/a/b%20c/d.txt`);
    expect(response.status).toBe(203);
    expect(await response.text()).toBe('plain a/b c/d.txt');
    expect(response.headers.get('X-Seen')).toBe('yes');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const framable = await fetch(`${server.url}/api/hearth/raw/framable/x`);
    expect(framable.headers.get('X-Frame-Options')).toBeNull();
    expect((await fetch(`${server.url}/api/hearth/raw/plain`)).status).toBe(404);
  });

  it("runs a feature's record hook, which publishes on its realtime topic", async () => {
    const { pb } = await server.user('hooks@example.com');
    const probe = await RealtimeProbe.open(server, pb);
    await probe.subscribe('hearth/notes');
    const note = await pb.collection('notes').create({ text: 'remember' });
    const received = await probe.drain();
    expect(received).toEqual([{ topic: 'hearth/notes', data: { created: note.id } }]);
  });
});

describe('the engine without features', () => {
  it("has PocketBase's system collections only, and closes each feature it set up", async () => {
    const events: string[] = [];
    const bare = await startTestServer({ features: [] });
    try {
      const admin = await bare.superuser();
      const names = (await admin.collections.getFullList()).map((c) => c.name);
      expect(names).not.toContain('users');
      expect(names).toContain('_superusers');
    } finally {
      await bare.close();
    }
    const withNotes = await startTestServer({ features: [notesFeature(events)] });
    await withNotes.close();
    expect(events).toEqual(['closed']);
  });
});

describe('mergeMigrations', () => {
  const step = (name: string): Migration => ({ name, up: async () => undefined });

  it('orders the engine and feature migrations by name', () => {
    const merged = mergeMigrations([[step('0001_a'), step('0004_d')], [step('0002_b')]]);
    expect(merged.map((m) => m.name)).toEqual(['0001_a', '0002_b', '0004_d']);
  });

  it('refuses a name used twice', () => {
    expect(() => mergeMigrations([[step('0001_a')], [step('0001_a')]])).toThrow(/twice/);
  });
});

describe('CustomRoutes', () => {
  const handler = () => ({});

  it("keeps features' routes under /api/hearth/, apart from PocketBase's", () => {
    const routes = new CustomRoutes();
    expect(() => routes.add({ method: 'GET', path: '/api/collections/x', handler })).toThrow(
      /\/api\/hearth\//,
    );
    expect(routes.list()).toEqual([]);
  });

  it('refuses a route bound twice', () => {
    const routes = new CustomRoutes();
    routes.add({ method: 'GET', path: '/api/hearth/a', handler });
    routes.add({ method: 'POST', path: '/api/hearth/a', handler });
    expect(() => routes.add({ method: 'GET', path: '/api/hearth/a', handler })).toThrow(/already/);
    expect(routes.list().map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});
