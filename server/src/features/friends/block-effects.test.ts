import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeProbe, recordEvent, type ReceivedEvent } from '../../test/realtime-probe.js';
import { statusOf } from '../../test/sdk-outcome.js';
import {
  befriend,
  block,
  nicknamesOf,
  people,
  personCard,
  request,
  searchPeople,
  type Person,
} from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * A block's effects (docs/social-data-model.md, `blocks`): it ends the pair's friendship or
 * request, both sides hear it go, neither can ask the other, the blocked user no longer finds
 * the blocker; unblocking restores only the right to ask.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

const friendshipsOf = (p: Person) =>
  admin
    .collection('friendships')
    .getFullList({ filter: `requester = "${p.id}" || addressee = "${p.id}"` });

const ask = (from: Person, to: Person) =>
  statusOf(
    from.pb
      .collection('friendships')
      .create({ requester: from.id, addressee: to.id, status: 'pending' }),
  );

async function friendshipProbe(p: Person): Promise<RealtimeProbe> {
  const probe = await RealtimeProbe.open(server, p.pb);
  await probe.subscribe('friendships/*');
  return probe;
}

const deletions = (events: readonly ReceivedEvent[]) =>
  events
    .map((event) => recordEvent(event))
    .filter((event) => event.action === 'delete')
    .map((event) => String(event.record['id']));

describe('blocking', () => {
  it('ends a friendship, and both sides hear it go', async () => {
    const { blocker, blocked } = await people(server, ['blocker', 'blocked']);
    const friendship = await befriend(blocker, blocked);
    const [blockerProbe, blockedProbe] = await Promise.all([
      friendshipProbe(blocker),
      friendshipProbe(blocked),
    ]);
    await block(blocker, blocked);
    expect(deletions(await blockerProbe.drain())).toEqual([friendship]);
    expect(deletions(await blockedProbe.drain())).toEqual([friendship]);
    expect(await friendshipsOf(blocker)).toEqual([]);
  });

  it('ends a pending request, whichever side blocks and whoever asked', async () => {
    const { asker, askee } = await people(server, ['asker', 'askee']);
    const incoming = await request(asker, askee);
    const [askerProbe, askeeProbe] = await Promise.all([
      friendshipProbe(asker),
      friendshipProbe(askee),
    ]);
    await block(askee, asker); // the addressee blocks the requester
    expect(deletions(await askerProbe.drain())).toEqual([incoming]);
    expect(deletions(await askeeProbe.drain())).toEqual([incoming]);
    const { other, target } = await people(server, ['other', 'target']);
    await request(other, target);
    await block(other, target); // the requester blocks the addressee
    expect(await friendshipsOf(other)).toEqual([]);
    expect(await friendshipsOf(asker)).toEqual([]);
  });

  it('leaves the pair unable to ask each other, either way', async () => {
    const { b1, b2 } = await people(server, ['b1', 'b2']);
    await block(b1, b2);
    expect(await ask(b1, b2)).toBe(400);
    expect(await ask(b2, b1)).toBe(400);
    expect(await friendshipsOf(b1)).toEqual([]);
  });

  it('hides the blocker from the blocked in search and on their card, not the other way', async () => {
    const { hider, seeker, bystander } = await people(server, ['hider', 'seeker', 'bystander']);
    await befriend(hider, seeker);
    await block(hider, seeker);
    expect(nicknamesOf((await searchPeople(seeker.pb, 'hider')).items)).toEqual([]);
    expect(await statusOf(personCard(seeker.pb, hider.id))).toBe(404);
    expect(nicknamesOf((await searchPeople(bystander.pb, 'hider')).items)).toEqual(['hider']);
    // The blocker still finds the blocked user, as blocked, and opens their card.
    const found = (await searchPeople(hider.pb, 'seeker')).items;
    expect(found.map((card) => [card.nickname, card.relationship])).toEqual([
      ['seeker', 'blocked'],
    ]);
    expect(await personCard(hider.pb, seeker.id)).toMatchObject({
      relationship: 'blocked',
      friendshipId: '',
    });
  });

  it('undone, restores the right to ask and to find, not the friendship', async () => {
    const { unblocker: u1, unblocked: u2 } = await people(server, ['unblocker', 'unblocked']);
    await befriend(u1, u2);
    const blockId = await block(u1, u2);
    await u1.pb.collection('blocks').delete(blockId);
    expect(await friendshipsOf(u1)).toEqual([]);
    expect(nicknamesOf((await searchPeople(u2.pb, 'unblocker')).items)).toEqual(['unblocker']);
    expect(await personCard(u2.pb, u1.id)).toMatchObject({ relationship: 'none' });
    expect(await ask(u2, u1)).toBe(200);
  });
});
