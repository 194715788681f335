import { PEOPLE_LIST_LIMIT, USERS_COLLECTION_ID } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.js';
import { failure } from '../../test/sdk-outcome.js';
import {
  befriend,
  block,
  nicknamesOf,
  people,
  person,
  personCard,
  request,
  type Person,
} from '../../test/social-kit.js';
import { bandedImage, RED } from '../../test/test-images.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { STATUS_EXPIRY_JOB } from './status-expiry.js';

/** `GET /api/hearth/people/{id}` (docs/social-data-model.md, Routes). */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  // Off, so an expired status is still stored when a card is read: the card must hide it itself.
  server.app.crons.remove(STATUS_EXPIRY_JOB.id);
});
afterAll(() => server.close());

/** Makes two people friends directly, as a superuser may (set-up of large graphs). */
const friends = (a: Person, b: Person) =>
  admin.collection('friendships').create({ requester: a.id, addressee: b.id, status: 'accepted' });

describe("a person's card", () => {
  it('is for signed-in users: 401 for guests, 403 for superusers', async () => {
    const someone = await person(server, 'someone');
    expect((await failure(personCard(server.client(), someone.id))).response).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
    expect((await failure(personCard(admin, someone.id))).status).toBe(403);
  });

  it("shows a stranger's public profile, its avatar as the stored file name", async () => {
    const png = await bandedImage(4, 4, [RED]);
    const stranger = await person(server, 'Stranger', {
      bio: 'hello there',
      avatar: new File([png], 'face.png', { type: 'image/png' }),
    });
    const viewer = await person(server, 'viewer');
    const stored = await admin.collection('users').getOne(stranger.id);
    expect(stored['avatar']).toMatch(/^face_\w+\.png$/);
    expect(await personCard(viewer.pb, stranger.id)).toEqual({
      id: stranger.id,
      collectionId: USERS_COLLECTION_ID,
      collectionName: 'users',
      nickname: 'Stranger',
      avatar: stored['avatar'],
      bio: 'hello there',
      statusText: '',
      statusEmoji: '',
      statusExpires: '',
      friendRequestsFrom: 'everyone',
      relationship: 'none',
      friendshipId: '',
      mutualFriends: { count: 0, items: [] },
    });
  });

  it('is 404 for someone who blocks the caller, exactly as for no one at all', async () => {
    const { blocker, blocked } = await people(server, ['blocker', 'blocked']);
    await block(blocker, blocked);
    const missing = await failure(personCard(blocked.pb, 'nosuchuser1234'));
    const hidden = await failure(personCard(blocked.pb, blocker.id));
    expect(missing.status).toBe(404);
    expect(hidden.response).toEqual(missing.response);
  });

  it('says where the caller stands, with the friendship record', async () => {
    const { me, friend, sent, received } = await people(server, [
      'me',
      'friend',
      'sent',
      'received',
    ]);
    const friendship = await befriend(me, friend);
    const outgoing = await request(me, sent);
    const incoming = await request(received, me);
    const standing = async (id: string) => {
      const card = await personCard(me.pb, id);
      return [card.relationship, card.friendshipId];
    };
    expect(await standing(friend.id)).toEqual(['friends', friendship]);
    expect(await standing(sent.id)).toEqual(['outgoing', outgoing]);
    expect(await standing(received.id)).toEqual(['incoming', incoming]);
    expect(await personCard(received.pb, me.id)).toMatchObject({ relationship: 'outgoing' });
    expect(await personCard(me.pb, me.id)).toMatchObject({
      relationship: 'self',
      friendshipId: '',
      mutualFriends: { count: 0, items: [] },
    });
  });

  it('lists the friends in common by nickname, as references', async () => {
    const { viewer, subject, zed, amy, onlyMine, onlyTheirs, pending } = await people(server, [
      'viewer',
      'subject',
      'zed',
      'amy',
      'onlyMine',
      'onlyTheirs',
      'pending',
    ]);
    for (const common of [zed, amy]) {
      await befriend(viewer, common);
      await befriend(subject, common);
    }
    await befriend(viewer, onlyMine);
    await befriend(subject, onlyTheirs);
    await befriend(viewer, pending);
    await request(subject, pending); // a request is not a friendship
    const card = await personCard(viewer.pb, subject.id);
    expect(card.mutualFriends).toEqual({
      count: 2,
      items: [
        {
          id: amy.id,
          collectionId: USERS_COLLECTION_ID,
          collectionName: 'users',
          nickname: 'amy',
          avatar: '',
        },
        {
          id: zed.id,
          collectionId: USERS_COLLECTION_ID,
          collectionName: 'users',
          nickname: 'zed',
          avatar: '',
        },
      ],
    });
    expect((await personCard(subject.pb, viewer.id)).mutualFriends.count).toBe(2);
  });

  it(`counts every friend in common and lists at most ${PEOPLE_LIST_LIMIT}`, async () => {
    const { one, two } = await people(server, ['one', 'two']);
    const names = Array.from({ length: PEOPLE_LIST_LIMIT + 1 }, (_, i) => `common-${10 + i}`);
    const commons = Object.values(await people(server, names));
    for (const common of commons) await Promise.all([friends(one, common), friends(two, common)]);
    const { mutualFriends } = await personCard(one.pb, two.id);
    expect(mutualFriends.count).toBe(PEOPLE_LIST_LIMIT + 1);
    expect(nicknamesOf(mutualFriends.items)).toEqual(names.slice(0, PEOPLE_LIST_LIMIT));
  });

  it('shows a custom status until it expires, then none (the expiry stays)', async () => {
    const future = formatDate(new Date(Date.now() + 60 * 60 * 1000));
    const past = formatDate(new Date(Date.now() - 1000));
    const { current, expired, viewer } = await people(server, ['current', 'expired', 'viewer']);
    const status = { statusText: 'in a meeting', statusEmoji: '📅' };
    await current.pb.collection('users').update(current.id, { ...status, statusExpires: future });
    await expired.pb.collection('users').update(expired.id, { ...status, statusExpires: past });
    expect(await personCard(viewer.pb, current.id)).toMatchObject({
      ...status,
      statusExpires: future,
    });
    expect(await personCard(viewer.pb, expired.id)).toMatchObject({
      statusText: '',
      statusEmoji: '',
      statusExpires: past,
    });
  });
});
