import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { RealtimeProbe, recordEvent } from '../../test/realtime-probe.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { failure } from '../../test/sdk-outcome.js';

let server: TestServer;
let admin: PocketBase;
let itemsId: string;

const BATCH = { enabled: true, maxRequests: 5, timeout: 3, maxBodySize: 0 };
const OPEN_RULES = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  ({ id: itemsId } = await admin.collections.create({
    name: 'items',
    type: 'base',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text', required: true, max: 20 },
      { name: 'count', type: 'number' },
      { name: 'doc', type: 'file', maxSelect: 2, maxSize: 1024 * 1024 },
    ],
  }));
  await admin.collections.create({
    name: 'imports',
    type: 'base',
    ...OPEN_RULES,
    createRule: '@request.context = "batch" && @request.headers.x_source = "import"',
    fields: [{ name: 'title', type: 'text' }],
  });
  await admin.collections.create({
    name: 'locked',
    type: 'base',
    ...OPEN_RULES,
    createRule: null,
    fields: [{ name: 'title', type: 'text' }],
  });
});

beforeEach(async () => {
  await admin.settings.update({ batch: BATCH });
});

afterAll(() => server.close());

async function titles(): Promise<string[]> {
  const items = await admin.collection('items').getFullList({ sort: '' });
  return items.map((item) => String(item['title'])).sort();
}

async function clearItems(): Promise<void> {
  for (const item of await admin.collection('items').getFullList()) {
    await admin.collection('items').delete(item.id);
  }
}

/** Every file under the collection's storage folder. */
function storedFiles(collectionId: string): string[] {
  const dir = join(server.dataDir, 'storage', collectionId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function post(body: string, contentType = 'application/json') {
  const response = await fetch(`${server.url}/api/batch`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('POST /api/batch through the SDK', () => {
  beforeEach(clearItems);

  it('answers 403 while batches are disabled (the default)', async () => {
    await admin.settings.update({ batch: { ...BATCH, enabled: false } });
    const batch = server.client().createBatch();
    batch.collection('items').create({ title: 'no' });
    const error = await failure(batch.send());
    expect(error.status).toBe(403);
    expect(error.response).toEqual({
      status: 403,
      message: 'Batch requests are not allowed.',
      data: {},
    });
    await admin.settings.update({ batch: { ...BATCH, maxRequests: 0 } });
    expect((await failure(batch.send())).status).toBe(403);
    expect(await titles()).toEqual([]);
  });

  it('runs creates, updates, deletes and upserts in order and answers each result', async () => {
    const existing = await admin.collection('items').create({ title: 'existing', count: 1 });
    const doomed = await admin.collection('items').create({ title: 'doomed' });
    const batch = server.client().createBatch();
    batch.collection('items').create({ title: 'created', count: 2 }, { fields: 'id,title' });
    batch.collection('items').update(existing.id, { 'count+': 5 });
    batch.collection('items').delete(doomed.id);
    batch.collection('items').upsert({ id: existing.id, title: 'upserted' });
    batch.collection('items').upsert({ id: 'newrecord000001', title: 'inserted' });
    const results = await batch.send();
    expect(results.map((result) => result.status)).toEqual([200, 200, 204, 200, 200]);
    expect(results[0]?.body).toEqual({ id: expect.any(String), title: 'created' });
    expect(results[1]?.body).toMatchObject({ id: existing.id, title: 'existing', count: 6 });
    expect(results[2]?.body).toBeNull();
    expect(results[3]?.body).toMatchObject({ id: existing.id, title: 'upserted', count: 6 });
    expect(results[4]?.body).toMatchObject({ id: 'newrecord000001', title: 'inserted' });
    expect(await titles()).toEqual(['created', 'inserted', 'upserted']);
  });

  it('stores files sent with the multipart form', async () => {
    const batch = server.client().createBatch();
    batch.collection('items').create({
      title: 'with file',
      doc: [new File(['hello'], 'hello.txt', { type: 'text/plain' })],
    });
    const [result] = await batch.send();
    // note: the SDK types a batch result's body as `any`; a create answers with the record.
    const record = result?.body as { id: string; doc: string[] };
    expect(record.doc).toHaveLength(1);
    expect(record.doc[0]).toMatch(/^hello_\w+\.txt$/);
    expect(storedFiles(itemsId)).toContain(record.doc[0]);
  });

  it('takes files named in the bracket form too', async () => {
    const form = new FormData();
    form.append(
      '@jsonPayload',
      JSON.stringify({
        requests: [{ method: 'POST', url: '/api/collections/items/records', body: { title: 'b' } }],
      }),
    );
    form.append('requests[0].doc', new File(['one'], 'one.txt', { type: 'text/plain' }));
    form.append('requests.0.doc', new File(['two'], 'two.txt', { type: 'text/plain' }));
    form.append('requests.7.doc', new File(['nobody'], 'stray.txt', { type: 'text/plain' }));
    const response = await fetch(`${server.url}/api/batch`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    // note: a successful batch answers `[{status, body}]`, the body being the created record.
    const [result] = (await response.json()) as { body: { doc: string[] } }[];
    expect(result?.body.doc.map((name) => name.split('_')[0]).sort()).toEqual(['one', 'two']);
  });

  it('changes nothing when one request fails: no rows, no files, no realtime events', async () => {
    const probe = await RealtimeProbe.open(server, server.client());
    await probe.subscribe('items/*');
    const existing = await admin.collection('items').create({ title: 'kept' });
    await probe.drain();
    const filesBefore = storedFiles(itemsId);

    const batch = server.client().createBatch();
    batch.collection('items').create({
      title: 'first',
      doc: [new File(['x'], 'orphan.txt', { type: 'text/plain' })],
    });
    batch.collection('items').update(existing.id, { title: 'changed' });
    batch.collection('items').create({ title: '' });
    batch.collection('items').create({ title: 'never reached' });
    const error = await failure(batch.send());

    expect(error.status).toBe(400);
    expect(error.response).toEqual({
      status: 400,
      message: 'Batch transaction failed.',
      data: {
        requests: {
          '2': {
            code: 'batch_request_failed',
            message: 'Batch request failed.',
            response: {
              status: 400,
              message: 'Failed to create record.',
              data: { title: { code: 'validation_required', message: 'Cannot be blank.' } },
            },
          },
        },
      },
    });
    expect(await titles()).toEqual(['kept']);
    expect(storedFiles(itemsId)).toEqual(filesBefore);
    expect(await probe.drain()).toEqual([]);
  });

  it('delivers realtime events only once the whole batch committed', async () => {
    const probe = await RealtimeProbe.open(server, server.client());
    await probe.subscribe('items/*');
    const batch = server.client().createBatch();
    batch.collection('items').create({ title: 'one' });
    batch.collection('items').create({ title: 'two' });
    await batch.send();
    const events = (await probe.drain()).map((event) => recordEvent(event).record['title']);
    expect(events).toEqual(['one', 'two']);
  });

  it('applies every rule to the caller, whatever Authorization a sub-request carries', async () => {
    const batch = server.client().createBatch();
    batch.collection('items').create({ title: 'fine' });
    batch
      .collection('locked')
      .create({ title: 'guest' }, { headers: { Authorization: admin.authStore.token } });
    const error = await failure(batch.send());
    expect(error.response['data']).toEqual({
      requests: {
        '1': {
          code: 'batch_request_failed',
          message: 'Batch request failed.',
          response: { status: 403, message: 'Only superusers can perform this action.', data: {} },
        },
      },
    });
    const asSuperuser = admin.createBatch();
    asSuperuser.collection('locked').create({ title: 'root' });
    expect((await asSuperuser.send()).map((result) => result.status)).toEqual([200]);
  });

  it('evaluates rules with the batch context and the sub-request headers', async () => {
    const single = await failure(
      server
        .client()
        .collection('imports')
        .create({ title: 'x' }, { headers: { 'X-Source': 'import' } }),
    );
    expect(single.status).toBe(400);
    const withoutHeader = server.client().createBatch();
    withoutHeader.collection('imports').create({ title: 'no header' });
    const error = await failure(withoutHeader.send());
    expect(error.response['data']).toMatchObject({
      requests: { '0': { response: { status: 400, message: 'Failed to create record.' } } },
    });
    const batch = server.client().createBatch();
    batch
      .collection('imports')
      .create({ title: 'imported' }, { headers: { 'X-Source': 'import' } });
    expect((await batch.send()).map((result) => result.status)).toEqual([200]);
  });

  it('reports a missing collection or record inside the batch failure', async () => {
    const batch = server.client().createBatch();
    batch.collection('items').create({ title: 'fine' });
    batch.collection('nope').create({ title: 'x' });
    const missingCollection = await failure(batch.send());
    expect(missingCollection.response['data']).toMatchObject({
      requests: { '1': { response: { status: 404, message: 'Missing collection context.' } } },
    });
    const second = server.client().createBatch();
    second.collection('items').update('missing', { title: 'x' });
    const missingRecord = await failure(second.send());
    expect(missingRecord.response['data']).toMatchObject({
      requests: { '0': { response: { status: 404 } } },
    });
    expect(await titles()).toEqual([]);
  });

  it('refuses more requests than maxRequests', async () => {
    const batch = server.client().createBatch();
    for (let i = 0; i < 6; i++) batch.collection('items').create({ title: `t${i}` });
    const error = await failure(batch.send());
    expect(error.response).toEqual({
      status: 400,
      message: 'Invalid batch request data.',
      data: {
        requests: {
          code: 'validation_length_too_long',
          message: 'The length must be no more than 5.',
          params: { min: 0, max: 5 },
        },
      },
    });
    expect(await titles()).toEqual([]);
  });

  it('refuses a body over maxBodySize with 413', async () => {
    await admin.settings.update({ batch: { ...BATCH, maxBodySize: 512 } });
    const batch = server.client().createBatch();
    batch.collection('items').create({ title: 'x'.repeat(20), count: 1, extra: 'y'.repeat(600) });
    const error = await failure(batch.send());
    expect(error.status).toBe(413);
    expect(await titles()).toEqual([]);
  });

  it('rolls back a batch that runs past its timeout', async () => {
    await admin.settings.update({ batch: { ...BATCH, timeout: 1 } });
    const doomed = await admin.collection('items').create({ title: 'slow delete' });
    // A before-delete listener runs inside the transaction: it holds the batch past its timeout.
    let release: () => void = () => undefined;
    const stop = server.app.recordHooks.onBeforeDelete(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    try {
      const batch = server.client().createBatch();
      batch.collection('items').create({ title: 'before' });
      batch.collection('items').delete(doomed.id);
      const error = await failure(batch.send());
      expect(error.response).toEqual({
        status: 400,
        message: 'Batch transaction failed.',
        data: {},
      });
      // The database is free again while the abandoned delete still waits.
      await admin.collection('items').create({ title: 'after' });
    } finally {
      stop();
      release();
    }
    // Once released, the abandoned delete fails at its next query instead of writing.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await titles()).toEqual(['after', 'slow delete']);
  });
});

describe('POST /api/batch with bad input', () => {
  it.each([
    ['malformed JSON', '{"requests":'],
    ['requests that is not a list', '{"requests":"x"}'],
    ['an item that is not an object', '{"requests":[1]}'],
    ['a numeric method', '{"requests":[{"method":1,"url":"/api/collections/items/records"}]}'],
    [
      'headers with a non-string value',
      '{"requests":[{"method":"POST","url":"/x","headers":{"a":1}}]}',
    ],
    ['a body that is not an object', '{"requests":[{"method":"POST","url":"/x","body":[1]}]}'],
  ])('answers "Failed to read the submitted batch data." for %s', async (_name, body) => {
    expect(await post(body)).toEqual({
      status: 400,
      body: { status: 400, message: 'Failed to read the submitted batch data.', data: {} },
    });
  });

  it('answers the same for an unsupported content type', async () => {
    const result = await post('requests', 'text/plain');
    expect(result.body).toMatchObject({ message: 'Failed to read the submitted batch data.' });
  });

  it.each([
    ['an empty body', '', { requests: { code: 'validation_required' } }],
    ['an empty list', '{"requests":[]}', { requests: { code: 'validation_required' } }],
    [
      'a blank method and url',
      '{"requests":[{"method":"","url":""}]}',
      {
        requests: {
          '0': { method: { code: 'validation_required' }, url: { code: 'validation_required' } },
        },
      },
    ],
    [
      'an unknown method and an overlong url',
      JSON.stringify({ requests: [{ method: 'post', url: '/'.repeat(2001) }] }),
      {
        requests: {
          '0': {
            method: { code: 'validation_in_invalid' },
            url: { code: 'validation_length_too_long' },
          },
        },
      },
    ],
  ])('answers "Invalid batch request data." for %s', async (_name, body, data) => {
    const result = await post(body);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: 'Invalid batch request data.', data });
  });

  it.each([
    ['GET', '/api/collections/items/records'],
    ['POST', '/api/collections/items/records/abc'],
    ['PATCH', '/api/collections/items/records'],
    ['DELETE', '/api/health'],
    ['POST', 'http://elsewhere.test/api/collections/items/records'],
  ])('fails the batch on an action it does not know: %s %s', async (method, url) => {
    const result = await post(
      JSON.stringify({ requests: [{ method, url, body: { title: 'x' } }] }),
    );
    expect(result).toEqual({
      status: 400,
      body: {
        status: 400,
        message: 'Batch transaction failed.',
        data: {
          requests: {
            '0': {
              code: 'batch_request_failed',
              message: 'Batch request failed.',
              response: {
                status: 400,
                message: 'Something went wrong while processing your request.',
                data: {},
              },
            },
          },
        },
      },
    });
  });
});
