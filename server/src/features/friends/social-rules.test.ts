import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeProbe, recordEvent, type ReceivedEvent } from '../../test/realtime-probe.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { befriend, block, people, person, request, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * The social collections' rules as an access matrix: for each collection, the people a record
 * concerns, a stranger, a guest and a superuser, against list, view, create, update, delete,
 * realtime, expand and filter. Authorization is data (packages/shared/src/schema/); these tests
 * are what holds it to the contract (docs/social-data-model.md).
 */

let server: TestServer;
let admin: PocketBase;
let guest: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  guest = server.client();
});
afterAll(() => server.close());

const idsOf = (records: readonly { id: string }[]) => records.map((record) => record.id).sort();
const list = (pb: PocketBase, collection: string, filter = '') =>
  pb.collection(collection).getFullList(filter ? { filter } : {});

/** What one probe heard: `action record-id` per event, in order. */
const heard = (events: readonly ReceivedEvent[]) =>
  events.map((event) => {
    const { action, record } = recordEvent(event);
    return `${action} ${String(record['id'])}`;
  });

/** A realtime probe for `pb`, subscribed to `topic`. */
async function probe(pb: PocketBase, topic: string): Promise<RealtimeProbe> {
  const opened = await RealtimeProbe.open(server, pb);
  await opened.subscribe(topic);
  return opened;
}

describe('friendships', () => {
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let friendship: string;

  beforeAll(async () => {
    ({ alice, bob, carol } = await people(server, ['alice', 'bob', 'carol']));
    friendship = await befriend(alice, bob);
  });

  it('are listed and viewed by the pair and superusers only', async () => {
    expect(idsOf(await list(alice.pb, 'friendships'))).toEqual([friendship]);
    expect(idsOf(await list(bob.pb, 'friendships'))).toEqual([friendship]);
    expect(idsOf(await list(admin, 'friendships'))).toContain(friendship);
    expect(await list(carol.pb, 'friendships')).toEqual([]);
    expect(await list(guest, 'friendships')).toEqual([]);
    for (const pb of [alice.pb, bob.pb, admin]) {
      expect(await statusOf(pb.collection('friendships').getOne(friendship))).toBe(200);
    }
    for (const pb of [carol.pb, guest]) {
      expect(await statusOf(pb.collection('friendships').getOne(friendship))).toBe(404);
    }
  });

  it('cannot be found by a filter from outside the pair', async () => {
    const byId = `id = "${friendship}"`;
    const byRequester = `requester = "${alice.id}"`;
    expect(await list(carol.pb, 'friendships', byId)).toEqual([]);
    expect(await list(carol.pb, 'friendships', byRequester)).toEqual([]);
    expect(await list(guest, 'friendships', byRequester)).toEqual([]);
    const byNickname = 'addressee.nickname = "bob" && requester.nickname = "alice"';
    expect(idsOf(await list(alice.pb, 'friendships', byNickname))).toEqual([friendship]);
    expect(idsOf(await list(bob.pb, 'friendships', byNickname))).toEqual([friendship]);
  });

  it('expand requester and addressee for the pair', async () => {
    for (const viewer of [alice, bob]) {
      const record = await viewer.pb
        .collection('friendships')
        .getOne(friendship, { expand: 'requester,addressee' });
      expect(record.expand?.['requester']).toMatchObject({ id: alice.id, nickname: 'alice' });
      expect(record.expand?.['addressee']).toMatchObject({ id: bob.id, nickname: 'bob' });
    }
  });

  it('are created by the requester as pending, never for someone else or accepted', async () => {
    const dan = await person(server, 'dan');
    const attempts: [PocketBase, Record<string, unknown>][] = [
      [guest, { requester: carol.id, addressee: dan.id, status: 'pending' }],
      [carol.pb, { requester: alice.id, addressee: dan.id, status: 'pending' }],
      [carol.pb, { requester: carol.id, addressee: dan.id, status: 'accepted' }],
      [carol.pb, { addressee: dan.id, status: 'pending' }],
    ];
    for (const [pb, body] of attempts) {
      expect(await statusOf(pb.collection('friendships').create(body))).toBe(400);
    }
    expect(await list(admin, 'friendships', `addressee = "${dan.id}"`)).toEqual([]);
    const created = await carol.pb
      .collection('friendships')
      .create({ requester: carol.id, addressee: dan.id, status: 'pending' });
    expect(created).toMatchObject({ requester: carol.id, addressee: dan.id, status: 'pending' });
    const erin = await person(server, 'erin');
    const byAdmin = await admin
      .collection('friendships')
      .create({ requester: erin.id, addressee: dan.id, status: 'accepted' });
    expect(byAdmin['status']).toBe('accepted');
  });

  it('are accepted by the addressee only, and only from pending to accepted', async () => {
    const { gus, hal, ida } = await people(server, ['gus', 'hal', 'ida']);
    const pending = await request(gus, hal);
    const before = await admin.collection('friendships').getOne(pending);
    const attempts: [PocketBase, Record<string, unknown>][] = [
      [gus.pb, { status: 'accepted' }], // the requester accepting their own request
      [ida.pb, { status: 'accepted' }], // a stranger
      [guest, { status: 'accepted' }],
      [hal.pb, { status: 'pending' }],
      [hal.pb, { status: 'accepted', requester: ida.id }],
      [hal.pb, { status: 'accepted', addressee: ida.id }],
      [hal.pb, { status: 'accepted', pair: 'anything' }],
    ];
    for (const [pb, body] of attempts) {
      expect(await statusOf(pb.collection('friendships').update(pending, body))).toBe(404);
    }
    expect(await admin.collection('friendships').getOne(pending)).toEqual(before);
    const accepted = await hal.pb.collection('friendships').update(pending, { status: 'accepted' });
    expect(accepted).toMatchObject({ requester: gus.id, addressee: hal.id, status: 'accepted' });
    expect(
      await statusOf(hal.pb.collection('friendships').update(pending, { status: 'pending' })),
    ).toBe(404);
    expect(await statusOf(admin.collection('friendships').update(pending, {}))).toBe(200);
  });

  it('are deleted by either side or a superuser, never by others', async () => {
    const { jo, kim, lou } = await people(server, ['jo', 'kim', 'lou']);
    const first = await befriend(jo, kim);
    for (const pb of [lou.pb, guest]) {
      expect(await statusOf(pb.collection('friendships').delete(first))).toBe(404);
    }
    expect(await statusOf(admin.collection('friendships').getOne(first))).toBe(200);
    await jo.pb.collection('friendships').delete(first); // the requester: cancel, unfriend
    const second = await request(jo, kim);
    await kim.pb.collection('friendships').delete(second); // the addressee: decline
    const third = await request(kim, jo);
    await admin.collection('friendships').delete(third);
    expect(
      await list(admin, 'friendships', `requester = "${jo.id}" || addressee = "${jo.id}"`),
    ).toEqual([]);
  });

  it('reach the pair and superusers over realtime, and nobody else', async () => {
    const { mo, ned, oz } = await people(server, ['mo', 'ned', 'oz']);
    const [moProbe, nedProbe, ozProbe, guestProbe, adminProbe] = await Promise.all([
      probe(mo.pb, 'friendships/*'),
      probe(ned.pb, 'friendships/*'),
      probe(oz.pb, 'friendships/*'),
      probe(server.client(), 'friendships/*'),
      probe(await server.superuser(), 'friendships/*'),
    ]);
    const id = await request(mo, ned);
    await ned.pb.collection('friendships').update(id, { status: 'accepted' });
    await mo.pb.collection('friendships').delete(id);
    const all = [`create ${id}`, `update ${id}`, `delete ${id}`];
    expect(heard(await moProbe.drain())).toEqual(all);
    expect(heard(await nedProbe.drain())).toEqual(all);
    expect(heard(await adminProbe.drain())).toEqual(all);
    expect(await ozProbe.drain()).toEqual([]);
    expect(await guestProbe.drain()).toEqual([]);
  });
});

describe('blocks', () => {
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let blockId: string;

  beforeAll(async () => {
    const p = await people(server, ['alice2', 'bob2', 'carol2']);
    [alice, bob, carol] = [p.alice2, p.bob2, p.carol2];
    blockId = await block(alice, bob);
  });

  it('are listed and viewed by the blocker and superusers only, not by the blocked', async () => {
    expect(idsOf(await list(alice.pb, 'blocks'))).toEqual([blockId]);
    expect(idsOf(await list(admin, 'blocks'))).toContain(blockId);
    for (const pb of [bob.pb, carol.pb, guest]) {
      expect(await list(pb, 'blocks')).toEqual([]);
      expect(await list(pb, 'blocks', `blocked = "${bob.id}"`)).toEqual([]);
      expect(await statusOf(pb.collection('blocks').getOne(blockId))).toBe(404);
    }
    expect(await statusOf(alice.pb.collection('blocks').getOne(blockId))).toBe(200);
  });

  it('expand the blocked user for the blocker', async () => {
    const record = await alice.pb.collection('blocks').getOne(blockId, { expand: 'blocked' });
    expect(record.expand?.['blocked']).toMatchObject({ id: bob.id, nickname: 'bob2' });
  });

  it('are created by the blocker as themselves, once per pair and direction', async () => {
    const dan = await person(server, 'dan2');
    const attempts: [PocketBase, Record<string, unknown>][] = [
      [guest, { blocker: carol.id, blocked: dan.id }],
      [carol.pb, { blocker: alice.id, blocked: dan.id }], // as someone else
      [carol.pb, { blocker: carol.id, blocked: carol.id }], // oneself
      [alice.pb, { blocker: alice.id, blocked: bob.id }], // twice
    ];
    for (const [pb, body] of attempts) {
      expect(await statusOf(pb.collection('blocks').create(body))).toBe(400);
    }
    expect(await list(admin, 'blocks', `blocked = "${dan.id}" || blocker = "${carol.id}"`)).toEqual(
      [],
    );
    // The other direction is its own block.
    await bob.pb.collection('blocks').create({ blocker: bob.id, blocked: alice.id });
  });

  it('are never updated but by superusers', async () => {
    for (const pb of [alice.pb, bob.pb, guest]) {
      expect(await statusOf(pb.collection('blocks').update(blockId, { blocked: carol.id }))).toBe(
        403,
      );
    }
    expect((await admin.collection('blocks').getOne(blockId))['blocked']).toBe(bob.id);
    expect(await statusOf(admin.collection('blocks').update(blockId, {}))).toBe(200);
  });

  it('are deleted by the blocker or a superuser only', async () => {
    const { eve, fay } = await people(server, ['eve', 'fay']);
    const first = await block(eve, fay);
    for (const pb of [fay.pb, carol.pb, guest]) {
      expect(await statusOf(pb.collection('blocks').delete(first))).toBe(404);
    }
    await eve.pb.collection('blocks').delete(first);
    const second = await block(eve, fay);
    await admin.collection('blocks').delete(second);
    expect(await list(admin, 'blocks', `blocker = "${eve.id}"`)).toEqual([]);
  });

  it('reach the blocker and superusers over realtime, never the blocked', async () => {
    const { gil, hugh, ivy } = await people(server, ['gil', 'hugh', 'ivy']);
    const [gilProbe, hughProbe, ivyProbe, guestProbe, adminProbe] = await Promise.all([
      probe(gil.pb, 'blocks/*'),
      probe(hugh.pb, 'blocks/*'),
      probe(ivy.pb, 'blocks/*'),
      probe(server.client(), 'blocks/*'),
      probe(await server.superuser(), 'blocks/*'),
    ]);
    const id = await block(gil, hugh);
    await gil.pb.collection('blocks').delete(id);
    const all = [`create ${id}`, `delete ${id}`];
    expect(heard(await gilProbe.drain())).toEqual(all);
    expect(heard(await adminProbe.drain())).toEqual(all);
    expect(await hughProbe.drain()).toEqual([]);
    expect(await ivyProbe.drain()).toEqual([]);
    expect(await guestProbe.drain()).toEqual([]);
  });
});

describe('friend_suggestion_dismissals', () => {
  const COLLECTION = 'friend_suggestion_dismissals';
  let ann: Person;
  let ben: Person;
  let cat: Person;
  let dismissal: string;

  beforeAll(async () => {
    ({ ann, ben, cat } = await people(server, ['ann', 'ben', 'cat']));
    dismissal = (await ann.pb.collection(COLLECTION).create({ user: ann.id, dismissed: ben.id }))
      .id;
  });

  it('are seen by their user and superusers only', async () => {
    expect(idsOf(await list(ann.pb, COLLECTION))).toEqual([dismissal]);
    expect(idsOf(await list(admin, COLLECTION))).toContain(dismissal);
    for (const pb of [ben.pb, cat.pb, guest]) {
      expect(await list(pb, COLLECTION)).toEqual([]);
      expect(await list(pb, COLLECTION, `user = "${ann.id}"`)).toEqual([]);
      expect(await statusOf(pb.collection(COLLECTION).getOne(dismissal))).toBe(404);
    }
    const expanded = await ann.pb.collection(COLLECTION).getOne(dismissal, { expand: 'user' });
    expect(expanded.expand?.['user']).toMatchObject({ id: ann.id });
  });

  it('are created by their user only, never for oneself or twice', async () => {
    const attempts: [PocketBase, Record<string, unknown>][] = [
      [guest, { user: cat.id, dismissed: ben.id }],
      [cat.pb, { user: ann.id, dismissed: cat.id }],
      [cat.pb, { user: cat.id, dismissed: cat.id }],
      [ann.pb, { user: ann.id, dismissed: ben.id }],
    ];
    for (const [pb, body] of attempts) {
      expect(await statusOf(pb.collection(COLLECTION).create(body))).toBe(400);
    }
    expect(
      idsOf(await list(admin, COLLECTION, `user = "${ann.id}" || user = "${cat.id}"`)),
    ).toEqual([dismissal]);
  });

  it('are never updated but by superusers, and deleted by their user or a superuser', async () => {
    for (const pb of [ann.pb, ben.pb, guest]) {
      expect(await statusOf(pb.collection(COLLECTION).update(dismissal, {}))).toBe(403);
    }
    expect(await statusOf(admin.collection(COLLECTION).update(dismissal, {}))).toBe(200);
    for (const pb of [ben.pb, cat.pb, guest]) {
      expect(await statusOf(pb.collection(COLLECTION).delete(dismissal))).toBe(404);
    }
    const other = await cat.pb.collection(COLLECTION).create({ user: cat.id, dismissed: ann.id });
    await admin.collection(COLLECTION).delete(other.id);
    await ann.pb.collection(COLLECTION).delete(dismissal);
    expect(await list(admin, COLLECTION, `user = "${ann.id}" || user = "${cat.id}"`)).toEqual([]);
    dismissal = (await ann.pb.collection(COLLECTION).create({ user: ann.id, dismissed: ben.id }))
      .id;
  });

  it('reach their user and superusers over realtime only', async () => {
    const [annProbe, benProbe, guestProbe, adminProbe] = await Promise.all([
      probe(ann.pb, `${COLLECTION}/*`),
      probe(ben.pb, `${COLLECTION}/*`),
      probe(server.client(), `${COLLECTION}/*`),
      probe(await server.superuser(), `${COLLECTION}/*`),
    ]);
    const created = await ann.pb.collection(COLLECTION).create({ user: ann.id, dismissed: cat.id });
    expect(heard(await annProbe.drain())).toEqual([`create ${created.id}`]);
    expect(heard(await adminProbe.drain())).toEqual([`create ${created.id}`]);
    expect(await benProbe.drain()).toEqual([]);
    expect(await guestProbe.drain()).toEqual([]);
  });
});

describe('users', () => {
  let me: Person;
  let friend: Person;
  let asker: Person;
  let blockedByMe: Person;
  let stranger: Person;

  beforeAll(async () => {
    const p = await people(server, ['me', 'friend', 'asker', 'blockedbyme', 'stranger']);
    ({ me, friend, asker, stranger } = p);
    blockedByMe = p.blockedbyme;
    await befriend(me, friend);
    await request(asker, me);
    await block(me, blockedByMe);
  });

  it('are listed as oneself, the other side of each friendship or request, and those one blocks', async () => {
    expect(idsOf(await list(me.pb, 'users'))).toEqual(
      [me.id, friend.id, asker.id, blockedByMe.id].sort(),
    );
    expect(idsOf(await list(friend.pb, 'users'))).toEqual([me.id, friend.id].sort());
    expect(idsOf(await list(asker.pb, 'users'))).toEqual([me.id, asker.id].sort());
    // The blocked user does not see the blocker, nor does a stranger see anyone else.
    expect(idsOf(await list(blockedByMe.pb, 'users'))).toEqual([blockedByMe.id]);
    expect(idsOf(await list(stranger.pb, 'users'))).toEqual([stranger.id]);
    expect(await list(guest, 'users')).toEqual([]);
    expect(idsOf(await list(admin, 'users'))).toEqual(
      expect.arrayContaining([me.id, friend.id, asker.id, blockedByMe.id, stranger.id]),
    );
  });

  it('are viewed by the same people; to anyone else they do not exist', async () => {
    const view = (pb: PocketBase, id: string) => statusOf(pb.collection('users').getOne(id));
    for (const id of [friend.id, asker.id, blockedByMe.id]) expect(await view(me.pb, id)).toBe(200);
    expect(await view(friend.pb, me.id)).toBe(200);
    expect(await view(asker.pb, me.id)).toBe(200);
    expect(await view(blockedByMe.pb, me.id)).toBe(404);
    for (const pb of [stranger.pb, guest]) {
      for (const id of [me.id, friend.id]) expect(await view(pb, id)).toBe(404);
    }
    expect(await view(admin, stranger.id)).toBe(200);
  });

  it('cannot be found by a filter across the rules', async () => {
    expect(await list(stranger.pb, 'users', 'nickname = "me"')).toEqual([]);
    expect(await list(stranger.pb, 'users', `id = "${me.id}"`)).toEqual([]);
    expect(await list(blockedByMe.pb, 'users', 'nickname = "me"')).toEqual([]);
    expect(idsOf(await list(friend.pb, 'users', 'nickname = "me"'))).toEqual([me.id]);
  });

  it("keep the hidden presence fields and a friend's email from the friend", async () => {
    const record = await friend.pb.collection('users').getOne(me.id);
    expect(record).not.toHaveProperty('lastSeen');
    expect(record).not.toHaveProperty('presence');
    expect(record['email']).toBeUndefined();
    expect(record).toMatchObject({ nickname: 'me', statusText: '', friendRequestsFrom: '' });
  });

  it('are updated and deleted by their owner only, and lastSeen never by a client', async () => {
    for (const pb of [friend.pb, stranger.pb, guest]) {
      expect(await statusOf(pb.collection('users').update(me.id, { bio: 'hacked' }))).toBe(404);
      expect(await statusOf(pb.collection('users').delete(me.id))).toBe(404);
    }
    // Hidden fields are the server's: a client's value is ignored, whatever the rules say.
    await me.pb.collection('users').update(me.id, { lastSeen: '2024-01-01 00:00:00.000Z' });
    const stored = await admin.collection('users').getOne(me.id);
    expect(stored).toMatchObject({ bio: '', lastSeen: '' });
    const updated = await me.pb.collection('users').update(me.id, { bio: 'hello' });
    expect(updated['bio']).toBe('hello');
  });

  it('reach their friends over realtime, not strangers, the blocked or guests', async () => {
    const [friendProbe, strangerProbe, blockedProbe, guestProbe] = await Promise.all([
      probe(friend.pb, 'users/*'),
      probe(stranger.pb, 'users/*'),
      probe(blockedByMe.pb, 'users/*'),
      probe(server.client(), 'users/*'),
    ]);
    await me.pb.collection('users').update(me.id, { statusText: 'away' });
    const events = await friendProbe.drain();
    expect(heard(events)).toEqual([`update ${me.id}`]);
    expect(events.map((event) => recordEvent(event).record['statusText'])).toEqual(['away']);
    expect(await strangerProbe.drain()).toEqual([]);
    expect(await blockedProbe.drain()).toEqual([]);
    expect(await guestProbe.drain()).toEqual([]);
  });
});
