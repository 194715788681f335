import { PEOPLE_LIST_LIMIT, USERS_COLLECTION_ID } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/sdk-outcome.js';
import {
  befriend,
  block,
  nicknamesOf,
  people,
  person,
  request,
  suggestionsFor,
  type Person,
} from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/** `GET /api/hearth/friends/suggestions` (docs/social-data-model.md, Routes). */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** Makes two people friends directly, as a superuser may (set-up of large graphs). */
const friends = (a: Person, b: Person) =>
  admin.collection('friendships').create({ requester: a.id, addressee: b.id, status: 'accepted' });

const ranked = async (p: Person) =>
  (await suggestionsFor(p.pb)).items.map((item) => [item.nickname, item.mutualCount]);

describe('friend suggestions', () => {
  it('are for signed-in users: 401 for guests, 403 for superusers', async () => {
    expect((await failure(suggestionsFor(server.client()))).response).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
    expect((await failure(suggestionsFor(admin))).status).toBe(403);
  });

  it('are friends of friends, most friends in common first, then by nickname', async () => {
    const g = await people(server, ['me', 'f1', 'f2', 'f3', 'three', 'two', 'bravo', 'alpha']);
    for (const f of [g.f1, g.f2, g.f3]) await befriend(g.me, f);
    for (const f of [g.f1, g.f2, g.f3]) await friends(f, g.three);
    for (const f of [g.f1, g.f2]) await friends(f, g.two);
    await friends(g.f3, g.bravo);
    await friends(g.f1, g.alpha);
    expect(await ranked(g.me)).toEqual([
      ['three', 3],
      ['two', 2],
      ['alpha', 1],
      ['bravo', 1],
    ]);
    const [first] = (await suggestionsFor(g.me.pb)).items;
    expect(first).toEqual({
      id: g.three.id,
      collectionId: USERS_COLLECTION_ID,
      collectionName: 'users',
      nickname: 'three',
      avatar: '',
      bio: '',
      statusText: '',
      statusEmoji: '',
      statusExpires: '',
      friendRequestsFrom: 'everyone',
      relationship: 'none',
      friendshipId: '',
      mutualCount: 3,
    });
  });

  it('leave out the caller, friends, requests and blocks either way, and pending links', async () => {
    const g = await people(server, [
      'me',
      'hub',
      'keep',
      'friend',
      'sentTo',
      'receivedFrom',
      'blockedByMe',
      'blocksMe',
      'viaRequest',
      'lonely',
    ]);
    await befriend(g.me, g.hub);
    const around = [g.keep, g.friend, g.sentTo, g.receivedFrom, g.blockedByMe, g.blocksMe];
    for (const p of around) await friends(g.hub, p);
    await friends(g.me, g.friend);
    await request(g.me, g.sentTo);
    await request(g.receivedFrom, g.me);
    await block(g.me, g.blockedByMe);
    await block(g.blocksMe, g.me);
    await request(g.hub, g.viaRequest); // the hub's pending request makes no friend of a friend
    expect(nicknamesOf((await suggestionsFor(g.me.pb)).items)).toEqual(['keep']);
    expect(await suggestionsFor(g.lonely.pb)).toEqual({ items: [] });
  });

  it('leave out the people one dismissed, until the dismissal is deleted', async () => {
    const g = await people(server, ['me', 'hub', 'dismissed', 'kept']);
    await befriend(g.me, g.hub);
    await friends(g.hub, g.dismissed);
    await friends(g.hub, g.kept);
    const dismissal = await g.me.pb
      .collection('friend_suggestion_dismissals')
      .create({ user: g.me.id, dismissed: g.dismissed.id });
    expect(nicknamesOf((await suggestionsFor(g.me.pb)).items)).toEqual(['kept']);
    // Someone else's dismissal changes nothing for me.
    const other = await person(server, 'other');
    await friends(other, g.hub);
    await other.pb
      .collection('friend_suggestion_dismissals')
      .create({ user: other.id, dismissed: g.kept.id });
    expect(nicknamesOf((await suggestionsFor(g.me.pb)).items)).toEqual(['kept', 'other']);
    await g.me.pb.collection('friend_suggestion_dismissals').delete(dismissal.id);
    expect(nicknamesOf((await suggestionsFor(g.me.pb)).items)).toEqual([
      'dismissed',
      'kept',
      'other',
    ]);
  });

  it(`answer at most ${PEOPLE_LIST_LIMIT}`, async () => {
    const g = await people(server, ['me', 'hub']);
    await befriend(g.me, g.hub);
    const names = Array.from({ length: PEOPLE_LIST_LIMIT + 1 }, (_, i) => `fof-${10 + i}`);
    const candidates = Object.values(await people(server, names));
    await Promise.all(candidates.map((candidate) => friends(g.hub, candidate)));
    expect(nicknamesOf((await suggestionsFor(g.me.pb)).items)).toEqual(
      names.slice(0, PEOPLE_LIST_LIMIT),
    );
  });
});
