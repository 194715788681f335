import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { RealtimeProbe, recordEvent, waitUntil } from '../../test/realtime-probe.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../test/test-server.js';
import { failure } from '../../test/sdk-outcome.js';

let server: TestServer;
let admin: PocketBase;
let peopleId: string;

const OPEN_RULES = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  ({ id: peopleId } = await admin.collections.create({
    name: 'people',
    type: 'base',
    ...OPEN_RULES,
    fields: [{ name: 'name', type: 'text' }],
  }));
  await admin.collections.create({
    name: 'notes',
    type: 'base',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'secret', type: 'text', hidden: true },
      { name: 'author', type: 'relation', collectionId: peopleId, maxSelect: 1 },
    ],
  });
  // Listing is for superusers only; any single record may be viewed.
  await admin.collections.create({
    name: 'vault',
    type: 'base',
    ...OPEN_RULES,
    listRule: null,
    fields: [{ name: 'title', type: 'text' }],
  });
  await admin.collections.create({
    name: 'members',
    type: 'auth',
    ...OPEN_RULES,
    fields: [{ name: 'name', type: 'text' }],
  });
  // Each user sees only their own diary entries; rooms are read through request options.
  await admin.collections.create({
    name: 'diary',
    type: 'base',
    ...OPEN_RULES,
    listRule: 'owner = @request.auth.id',
    viewRule: 'owner = @request.auth.id',
    fields: [
      { name: 'text', type: 'text' },
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
    ],
  });
  await admin.collections.create({
    name: 'rooms',
    type: 'base',
    ...OPEN_RULES,
    listRule:
      '@request.context = "realtime" && @request.method = "GET" && ' +
      '(room = @request.headers.x_room || room = @request.query.room)',
    fields: [{ name: 'room', type: 'text' }],
  });
});

afterAll(() => server.close());

async function probe(pb: PocketBase = server.client()): Promise<RealtimeProbe> {
  return RealtimeProbe.open(server, pb);
}

async function member(email: string): Promise<{ pb: PocketBase; id: string }> {
  const pb = server.client();
  const record = await pb.collection('members').create({
    email,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    name: email,
  });
  await pb.collection('members').authWithPassword(email, TEST_PASSWORD);
  return { pb, id: record.id };
}

/** Opens a raw SSE stream and returns its response and the first frame's text. */
async function rawStream(headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/realtime`, {
    headers,
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const chunk = await reader?.read();
  const text = new TextDecoder().decode(chunk?.value);
  const clientId = /^id:(\w+)\n/.exec(text)?.[1] ?? '';
  return { response, text, clientId, close: () => controller.abort() };
}

/**
 * Opens a raw SSE stream that keeps every frame by the `event:` name the server sent (the SDK
 * hands its callbacks only the data), and subscribes it with the keys given, as sent.
 */
async function frameStream() {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
  if (!response.body) throw new Error('The realtime stream has no body.');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const frames: { name: string; data: unknown }[] = [];
  let buffer = '';
  const read = async (): Promise<void> => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const fields = new Map(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
        );
        frames.push({
          name: fields.get('event') ?? '',
          data: JSON.parse(fields.get('data') ?? ''),
        });
        buffer = buffer.slice(end + 2);
      }
    }
  };
  read().catch(() => undefined); // note: ends with an AbortError when the test closes it.
  await waitUntil(() => frames.length > 0);
  const connected = frames[0]?.data;
  const clientId =
    typeof connected === 'object' && connected !== null && 'clientId' in connected
      ? String(connected.clientId)
      : '';
  const subscribe = async (subscriptions: string[]) => {
    const answer = await fetch(`${server.url}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId, subscriptions }),
    });
    expect(answer.status).toBe(204);
  };
  return { frames, clientId, subscribe, close: () => controller.abort() };
}

describe('GET /api/realtime', () => {
  it('answers with an event stream and PB_CONNECT carrying the client id', async () => {
    const stream = await rawStream({ Origin: 'http://elsewhere.test' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('*');
    expect(stream.clientId).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(stream.text).toBe(
      `id:${stream.clientId}\nevent:PB_CONNECT\ndata:{"clientId":"${stream.clientId}"}\n\n`,
    );
    stream.close();
  });

  it('answers HEAD with the stream headers and registers no client', async () => {
    await waitUntil(() => server.app.realtime.clientCount === 0);
    const response = await fetch(`${server.url}/api/realtime`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(server.app.realtime.clientCount).toBe(0);
  });

  it('logs the subscription request but not the stream that succeeds', async () => {
    const pb = server.client();
    await pb.realtime.subscribe('logged/topic', () => undefined);
    await server.app.logs.flush();
    const logs = await admin.logs.getList(1, 50, {
      filter: 'data.url = "/api/realtime" && (data.method = "GET" || data.method = "POST")',
    });
    expect(logs.items.map((entry) => entry.message)).toEqual(['POST /api/realtime']);
    await pb.realtime.unsubscribe();
  });

  it('forgets a client that vanishes mid-stream', async () => {
    await waitUntil(() => server.app.realtime.clientCount === 0);
    const streams = await Promise.all([rawStream(), rawStream(), rawStream()]);
    expect(server.app.realtime.clientCount).toBe(3);
    for (const stream of streams) stream.close();
    await waitUntil(() => server.app.realtime.clientCount === 0);
    expect(server.app.realtime.broker.client(streams[0]?.clientId ?? '')).toBeUndefined();
  });
});

/** Opens an SSE stream on a raw socket, reads PB_CONNECT, then stops reading for good. */
async function stalledStream(): Promise<{ socket: Socket; clientId: string }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  socket.write(`GET /api/realtime HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
  let received = '';
  await new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (!received.includes('event:PB_CONNECT')) return;
      socket.off('data', onData);
      socket.pause();
      resolve();
    };
    socket.on('data', onData);
  });
  return { socket, clientId: /\nid:(\w+)\n/.exec(received)?.[1] ?? '' };
}

describe('slow consumers', () => {
  it('drops a client that stops reading and keeps serving the others in full', async () => {
    const stalled = await stalledStream();
    const chunk = 'x'.repeat(64 * 1024);
    await server.app.realtime.setSubscriptions(stalled.clientId, ['flood'], {
      auth: null,
      remoteIp: '127.0.0.1',
    });
    const healthy = server.client();
    let received = 0;
    let intact = true;
    await healthy.realtime.subscribe('flood', (data: unknown) => {
      received++;
      intact &&= data === chunk;
    });
    let published = 0;
    while (server.app.realtime.broker.client(stalled.clientId) && published < 2000) {
      await server.app.realtime.publish('flood', chunk);
      published++;
      // The healthy client reads as fast as it can; only the stalled one falls behind.
      await waitUntil(() => received === published);
    }
    expect(server.app.realtime.broker.client(stalled.clientId)).toBeUndefined();
    expect(healthy.realtime.isConnected).toBe(true);
    expect(intact).toBe(true);
    stalled.socket.destroy();
  });
});

describe('record events through the SDK', () => {
  it('delivers create, update and delete in order with the record as the API shows it', async () => {
    const guest = await probe();
    await guest.subscribe('notes/*');
    const note = await admin.collection('notes').create({ title: 'a', secret: 's' });
    await admin.collection('notes').update(note.id, { title: 'b' });
    await admin.collection('notes').delete(note.id);
    const events = await guest.drain();
    expect(events.map((event) => event.data)).toEqual([
      { action: 'create', record: expect.objectContaining({ id: note.id, title: 'a' }) },
      { action: 'update', record: expect.objectContaining({ id: note.id, title: 'b' }) },
      { action: 'delete', record: expect.objectContaining({ id: note.id, title: 'b' }) },
    ]);
    const record = events[0] ? recordEvent(events[0]).record : {};
    expect(record).toMatchObject({ collectionName: 'notes', collectionId: expect.any(String) });
    expect(record).not.toHaveProperty('secret');
  });

  it('delivers a record topic only for that record, and by collection id too', async () => {
    const [first, second] = await Promise.all([
      admin.collection('notes').create({ title: 'one' }),
      admin.collection('notes').create({ title: 'two' }),
    ]);
    const collectionId = first?.collectionId ?? '';
    const guest = await probe();
    await guest.subscribe(`notes/${first?.id}`);
    await guest.subscribe(`${collectionId}/*`);
    await admin.collection('notes').update(first?.id ?? '', { title: 'one!' });
    await admin.collection('notes').update(second?.id ?? '', { title: 'two!' });
    const events = await guest.drain();
    expect(events.map((event) => [event.topic, recordEvent(event).record['title']])).toEqual([
      [`notes/${first?.id}`, 'one!'],
      [`${collectionId}/*`, 'one!'],
      [`${collectionId}/*`, 'two!'],
    ]);
  });

  it('names each event by the full subscription key and applies its expand and fields', async () => {
    const person = await admin.collection('people').create({ name: 'Ada' });
    const stream = await frameStream();
    // The key as the SDK builds it for `subscribe('notes/*', cb, { expand, fields })`.
    const query = { expand: 'author', fields: 'id,title,expand.author.name' };
    const keyed = `notes/*?options=${encodeURIComponent(JSON.stringify({ query }))}`;
    await stream.subscribe([keyed, 'notes/*', 'marker']);
    const note = await admin.collection('notes').create({ title: 'x', author: person.id });
    await server.app.realtime.publish('marker', 1, { audience: { clientIds: [stream.clientId] } });
    await waitUntil(() => stream.frames.some((frame) => frame.name === 'marker'));
    const events = stream.frames.filter((frame) => frame.name.startsWith('notes/'));
    expect(events.map((frame) => frame.name).sort()).toEqual([keyed, 'notes/*'].sort());
    expect(events.find((frame) => frame.name === keyed)?.data).toEqual({
      action: 'create',
      record: { id: note.id, title: 'x', expand: { author: { name: 'Ada' } } },
    });
    const plain = events.find((frame) => frame.name === 'notes/*')?.data;
    expect(plain).toMatchObject({ action: 'create', record: { id: note.id, author: person.id } });
    expect(plain).not.toHaveProperty('record.expand');
    stream.close();
  });

  it('filters by the collection rules per subscriber: guests, users and superusers', async () => {
    const guest = await probe();
    const user = await probe((await server.user('rules-user@example.com')).pb);
    const superuser = await probe(await server.superuser());
    for (const subscriber of [guest, user, superuser]) {
      await subscriber.subscribe('vault/*');
      await subscriber.subscribe('notes/*');
    }
    const secret = await admin.collection('vault').create({ title: 'hidden from lists' });
    await guest.subscribe(`vault/${secret.id}`);
    await admin.collection('vault').update(secret.id, { title: 'viewable by id' });
    await admin.collection('notes').create({ title: 'public', secret: 'only for superusers' });

    const seen = async (subscriber: RealtimeProbe) =>
      (await subscriber.drain()).map((event) => {
        const { action, record } = recordEvent(event);
        return `${event.topic} ${action} ${String(record['title'])} ${String(record['secret'])}`;
      });
    expect(await seen(guest)).toEqual([
      `vault/${secret.id} update viewable by id undefined`,
      'notes/* create public undefined',
    ]);
    expect(await seen(user)).toEqual(['notes/* create public undefined']);
    expect(await seen(superuser)).toEqual([
      'vault/* create hidden from lists undefined',
      'vault/* update viewable by id undefined',
      'notes/* create public only for superusers',
    ]);
  });

  it('shows an auth record email only to its owner, managers and superusers', async () => {
    const owner = await member('owner@example.com');
    const ownerProbe = await probe(owner.pb);
    const other = await probe((await member('other@example.com')).pb);
    const superuser = await probe(await server.superuser());
    for (const subscriber of [ownerProbe, other, superuser]) {
      await subscriber.subscribe('members/*');
    }
    await admin.collection('members').update(owner.id, { name: 'renamed' });
    const emailOf = async (subscriber: RealtimeProbe) =>
      (await subscriber.drain()).map((event) => recordEvent(event).record['email'])[0];
    expect(await emailOf(ownerProbe)).toBe('owner@example.com');
    expect(await emailOf(other)).toBeUndefined();
    expect(await emailOf(superuser)).toBe('owner@example.com');
  });

  it('stops delivering a topic once unsubscribed, and closes the stream with nothing left', async () => {
    const pb = server.client();
    const guest = await probe(pb);
    const stop = await guest.subscribe('notes/*');
    await admin.collection('notes').create({ title: 'before' });
    expect(await guest.drain()).toHaveLength(1);
    await stop();
    await admin.collection('notes').create({ title: 'after' });
    expect(await guest.drain()).toEqual([]);
    const before = server.app.realtime.clientCount;
    await pb.realtime.unsubscribe();
    await waitUntil(() => server.app.realtime.clientCount === before - 1);
    expect(pb.realtime.isConnected).toBe(false);
  });

  it('reconnects after the server closes the stream and resubmits the subscriptions', async () => {
    const guest = await probe();
    await guest.subscribe('notes/*');
    const firstId = guest.pb.realtime.clientId;
    server.app.realtime.broker.client(firstId)?.close('idle');
    await waitUntil(() => guest.pb.realtime.isConnected && guest.pb.realtime.clientId !== firstId);
    await admin.collection('notes').create({ title: 'after reconnect' });
    const events = await guest.drain();
    expect(events.map((event) => event.topic)).toEqual(['notes/*']);
    expect(server.app.realtime.broker.client(firstId)).toBeUndefined();
  });

  it('does not deliver a delete that fails', async () => {
    await admin.collections.create({
      name: 'chapters',
      type: 'base',
      ...OPEN_RULES,
      fields: [
        { name: 'person', type: 'relation', collectionId: peopleId, maxSelect: 1, required: true },
      ],
    });
    const person = await admin.collection('people').create({ name: 'Bound' });
    await admin.collection('chapters').create({ person: person.id });
    const guest = await probe();
    await guest.subscribe('people/*');
    const error = await failure(admin.collection('people').delete(person.id));
    expect(error.status).toBe(400);
    expect(await guest.drain()).toEqual([]);
  });
});

describe('rules and filters with expressions', () => {
  it("delivers to the owner and superusers only, per the rule and each one's auth", async () => {
    const owner = await server.user('diary-owner@example.com');
    const other = await server.user('diary-other@example.com');
    const probes = {
      owner: await probe(owner.pb),
      other: await probe(other.pb),
      guest: await probe(),
      superuser: await probe(await server.superuser()),
    };
    for (const subscriber of Object.values(probes)) await subscriber.subscribe('diary/*');
    const entry = await admin.collection('diary').create({ text: 'dear diary', owner: owner.id });
    await admin.collection('diary').update(entry.id, { text: 'edited' });
    await admin.collection('diary').delete(entry.id);
    const actions = async (subscriber: RealtimeProbe) =>
      (await subscriber.drain()).map((event) => recordEvent(event).action);
    expect(await actions(probes.owner)).toEqual(['create', 'update', 'delete']);
    expect(await actions(probes.other)).toEqual([]);
    expect(await actions(probes.guest)).toEqual([]);
    expect(await actions(probes.superuser)).toEqual(['create', 'update', 'delete']);
  });

  it('applies the subscription filter, and gives non-superusers nothing for @request filters', async () => {
    const guest = await probe();
    await guest.subscribe('notes/*', { filter: "title ~ 'keep'" });
    await guest.subscribe('notes/*', { filter: '@request.method = "GET"' });
    const superuser = await probe(await server.superuser());
    await superuser.subscribe('notes/*', { filter: '@request.context = "realtime"' });
    await admin.collection('notes').create({ title: 'keep me' });
    await admin.collection('notes').create({ title: 'drop me' });
    const titles = async (subscriber: RealtimeProbe) =>
      (await subscriber.drain()).map((event) => recordEvent(event).record['title']);
    expect(await titles(guest)).toEqual(['keep me']);
    expect(await titles(superuser)).toEqual(['keep me', 'drop me']);
  });

  it("evaluates rules with realtime context and the options' query and headers", async () => {
    const byHeader = await probe();
    await byHeader.subscribe('rooms/*', { headers: { 'X-Room': 'a' } });
    const byQuery = await probe();
    await byQuery.subscribe('rooms/*', { query: { room: 'b' } });
    for (const room of ['a', 'b', 'c']) await admin.collection('rooms').create({ room });
    const rooms = async (subscriber: RealtimeProbe) =>
      (await subscriber.drain()).map((event) => recordEvent(event).record['room']);
    expect(await rooms(byHeader)).toEqual(['a']);
    expect(await rooms(byQuery)).toEqual(['b']);
    // The same rule outside realtime: the REST list never matches.
    expect((await server.client().collection('rooms').getList()).items).toEqual([]);
  });

  it('stops a user from hearing what only signed-in users may, once their password changes', async () => {
    const { pb, id } = await server.user('password-change@example.com');
    const user = await probe(pb);
    await user.subscribe('users/*');
    await admin.collection('users').update(id, { nickname: 'before' });
    await pb.collection('users').update(id, {
      oldPassword: TEST_PASSWORD,
      password: 'a new password',
      passwordConfirm: 'a new password',
    });
    await admin.collection('users').update(id, { nickname: 'after' });
    const nicknames = (await user.drain()).map((event) => recordEvent(event).record['nickname']);
    // The password change itself is the first event the client no longer may see.
    expect(nicknames).toEqual(['before']);
  });
});

describe('auth binding', () => {
  it('drops the binding when the password changes: the client then gets what a guest gets', async () => {
    const owner = await member('rebind@example.com');
    const ownerProbe = await probe(owner.pb);
    await ownerProbe.subscribe('members/*');
    await admin.collection('members').update(owner.id, { name: 'first' });
    await admin
      .collection('members')
      .update(owner.id, { password: 'another password', passwordConfirm: 'another password' });
    await admin.collection('members').update(owner.id, { name: 'third' });
    const emails = (await ownerProbe.drain()).map((event) => recordEvent(event).record['email']);
    expect(emails).toEqual(['rebind@example.com', undefined, undefined]);
  });

  it('drops the binding when the auth record is deleted', async () => {
    const superusers = admin.collection('_superusers');
    const other = await superusers.create({
      email: 'second-root@example.com',
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
    });
    const pb = server.client();
    await pb.collection('_superusers').authWithPassword('second-root@example.com', TEST_PASSWORD);
    const root = await probe(pb);
    await root.subscribe('vault/*');
    await admin.collection('vault').create({ title: 'seen' });
    expect(await root.drain()).toHaveLength(1);
    await superusers.delete(other.id);
    await admin.collection('vault').create({ title: 'not seen' });
    expect(await root.drain()).toEqual([]);
  });

  it("drops the binding when the collection's auth token secret changes", async () => {
    const owner = await member('secret-change@example.com');
    const ownerProbe = await probe(owner.pb);
    await ownerProbe.subscribe('members/*');
    await admin.collection('members').update(owner.id, { name: 'before' });
    await admin.collections.update('members', { authToken: { secret: 'x'.repeat(50) } });
    await admin.collection('members').update(owner.id, { name: 'after' });
    const emails = (await ownerProbe.drain()).map((event) => recordEvent(event).record['email']);
    expect(emails).toEqual(['secret-change@example.com', undefined]);
  });
});

describe('custom topics', () => {
  it('publishes to exact subscribers, limited to an audience when given', async () => {
    const { pb: userPb, id: userId } = await server.user('custom-topics@example.com');
    const user = await probe(userPb);
    const guest = await probe();
    for (const subscriber of [user, guest]) await subscriber.subscribe('typing/room1');
    await guest.subscribe('typing/room2');
    await server.app.realtime.publish('typing/room1', { who: 'everyone' });
    await server.app.realtime.publish(
      'typing/room1',
      { who: 'members' },
      {
        audience: { authIds: [userId] },
      },
    );
    await server.app.realtime.publish('typing/room2', 'room two');
    await server.app.realtime.publish('typing', 'nobody');
    expect(await user.drain()).toEqual([
      { topic: 'typing/room1', data: { who: 'everyone' } },
      { topic: 'typing/room1', data: { who: 'members' } },
    ]);
    expect(await guest.drain()).toEqual([
      { topic: 'typing/room1', data: { who: 'everyone' } },
      { topic: 'typing/room2', data: 'room two' },
    ]);
  });
});

describe('POST /api/realtime', () => {
  async function post(body: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  }

  it.each([
    ['a missing client id', {}, { clientId: { code: 'validation_required' } }],
    ['an empty client id', { clientId: '' }, { clientId: { code: 'validation_required' } }],
    [
      'a client id over 255 characters',
      { clientId: 'x'.repeat(256) },
      { clientId: { code: 'validation_length_out_of_range' } },
    ],
    [
      'over 1000 subscriptions',
      { clientId: 'abc', subscriptions: Array.from({ length: 1001 }, (_, i) => `t${i}`) },
      { subscriptions: { code: 'validation_length_too_long' } },
    ],
    [
      'a subscription over 2500 characters',
      { clientId: 'abc', subscriptions: ['ok', 'x'.repeat(2501)] },
      { subscriptions: { '1': { code: 'validation_length_too_long' } } },
    ],
  ])('answers 400 with field errors for %s', async (_name, body, data) => {
    const result = await post(JSON.stringify(body));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: 400, data });
  });

  it.each([
    ['malformed JSON', '{"clientId":', 'application/json'],
    ['a JSON array', '["abc"]', 'application/json'],
    ['a numeric client id', '{"clientId":12}', 'application/json'],
    [
      'subscriptions as a string',
      '{"clientId":"abc","subscriptions":"notes/*"}',
      'application/json',
    ],
    ['non-string subscriptions', '{"clientId":"abc","subscriptions":[1,null]}', 'application/json'],
    ['an unsupported content type', 'clientId=abc', 'text/plain'],
  ])('answers 400 for %s', async (_name, body, contentType) => {
    const result = await post(body, { 'Content-Type': contentType });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: 400, data: {} });
  });

  it('answers 404 for an unknown or closed client', async () => {
    const unknown = await post(JSON.stringify({ clientId: 'nope', subscriptions: [] }));
    expect(unknown).toEqual({
      status: 404,
      body: { status: 404, message: 'Missing or invalid client id.', data: {} },
    });
    const stream = await rawStream();
    stream.close();
    await waitUntil(() => server.app.realtime.broker.client(stream.clientId) === undefined);
    const closed = await post(JSON.stringify({ clientId: stream.clientId, subscriptions: [] }));
    expect(closed.status).toBe(404);
  });

  it('lets a guest client become authenticated, then refuses any other auth with 403', async () => {
    const stream = await rawStream();
    const { pb: userPb } = await server.user('binding@example.com');
    const { pb: otherPb } = await server.user('binding-other@example.com');
    const subscribe = (token?: string) =>
      post(JSON.stringify({ clientId: stream.clientId, subscriptions: ['notes/*'] }), {
        ...(token ? { Authorization: token } : {}),
      });
    expect((await subscribe()).status).toBe(204);
    expect((await subscribe(userPb.authStore.token)).status).toBe(204);
    expect((await subscribe(`Bearer ${userPb.authStore.token}`)).status).toBe(204);
    for (const token of [undefined, otherPb.authStore.token, admin.authStore.token]) {
      expect(await subscribe(token)).toEqual({
        status: 403,
        body: {
          status: 403,
          message: "The current and the previous request authorization don't match.",
          data: {},
        },
      });
    }
    stream.close();
  });

  it('refuses a subscription request from another IP than the stream', async () => {
    await admin.settings.update({ trustedProxy: { headers: ['X-Real-IP'] } });
    try {
      const stream = await rawStream({ 'X-Real-IP': '198.51.100.1' });
      const body = JSON.stringify({ clientId: stream.clientId, subscriptions: ['notes/*'] });
      expect(await post(body, { 'X-Real-IP': '198.51.100.2' })).toEqual({
        status: 400,
        body: { status: 400, message: 'Invalid realtime client.', data: {} },
      });
      expect((await post(body, { 'X-Real-IP': '198.51.100.1' })).status).toBe(204);
      stream.close();
    } finally {
      await admin.settings.update({ trustedProxy: { headers: [] } });
    }
  });
});
