import { PEOPLE_LIST_LIMIT, USERS_COLLECTION_ID } from '@hearth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/sdk-outcome.js';
import {
  befriend,
  block,
  nicknamesOf,
  people,
  person,
  request,
  searchPeople,
} from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { PEOPLE_SEARCH_RATE_LIMIT } from './people-routes.js';

/** `GET /api/hearth/people/search?q=` (docs/social-data-model.md, Routes). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A fresh searcher, so each test has its own rate-limit window. */
const searcher = (nickname = 'searcher') => person(server, nickname).then((p) => p.pb);

describe('people search', () => {
  it('is for signed-in users: 401 for guests, 403 for superusers, in PocketBase words', async () => {
    const guest = await failure(searchPeople(server.client(), 'ab'));
    expect(guest.status).toBe(401);
    expect(guest.response).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
    const superuser = await failure(searchPeople(await server.superuser(), 'ab'));
    expect(superuser.response).toEqual({
      status: 403,
      message: 'The authorized record is not allowed to perform this action.',
      data: {},
    });
  });

  it('refuses fewer than 2 characters after trimming, with a field error on q', async () => {
    const pb = await searcher();
    const tooShort = ['', ' ', 'a', '  a  ', '\t\n'].map((q) => () => searchPeople(pb, q));
    const missing = () => pb.send('/api/hearth/people/search', { method: 'GET' });
    for (const attempt of [...tooShort, missing]) {
      const error = await failure(attempt());
      expect(error.response).toEqual({
        status: 400,
        message: 'An error occurred while validating the submitted data.',
        data: {
          q: {
            code: 'validation_search_too_short',
            message: 'Enter at least 2 characters.',
            params: { min: 2 },
          },
        },
      });
    }
    await person(server, 'xy-two');
    expect(nicknamesOf((await searchPeople(pb, '  xy  ')).items)).toEqual(['xy-two']);
  });

  it('answers public cards of people whose nickname contains the text, ignoring case', async () => {
    const quokka = await person(server, 'Quokka', {
      bio: 'marsupial',
      statusText: 'hopping',
      statusEmoji: '🦘',
      friendRequestsFrom: 'friends_of_friends',
    });
    await people(server, ['quokkaFan', 'theQUOKKA', 'koala']);
    const { items } = await searchPeople(await searcher(), 'QUOK');
    expect(nicknamesOf(items)).toEqual(['Quokka', 'quokkaFan', 'theQUOKKA']);
    expect(items[0]).toEqual({
      id: quokka.id,
      collectionId: USERS_COLLECTION_ID,
      collectionName: 'users',
      nickname: 'Quokka',
      avatar: '',
      bio: 'marsupial',
      statusText: 'hopping',
      statusEmoji: '🦘',
      statusExpires: '',
      friendRequestsFrom: 'friends_of_friends',
      relationship: 'none',
      friendshipId: '',
    });
  });

  it('matches %, _ and \\ as themselves, never as wildcards', async () => {
    await people(server, ['wild%card', 'wild_card', 'wild\\card', 'wildXcard', 'wildcard']);
    const pb = await searcher();
    const found = async (q: string) => nicknamesOf((await searchPeople(pb, q)).items);
    expect(await found('%c')).toEqual(['wild%card']);
    expect(await found('d%c')).toEqual(['wild%card']);
    expect(await found('_c')).toEqual(['wild_card']);
    expect(await found('d_c')).toEqual(['wild_card']);
    expect(await found('\\c')).toEqual(['wild\\card']);
    expect(await found('d\\c')).toEqual(['wild\\card']);
    expect(await found('%%')).toEqual([]);
  });

  it('ranks the exact nickname first, then those it starts, then the rest, each by nickname', async () => {
    await people(server, ['amara', 'Marathon', 'Kumara', 'mara', 'marabou']);
    const { items } = await searchPeople(await searcher(), 'mara');
    expect(nicknamesOf(items)).toEqual(['mara', 'marabou', 'Marathon', 'amara', 'Kumara']);
  });

  it('never answers the caller nor anyone who blocks the caller; those the caller blocks show as blocked', async () => {
    const me = await person(server, 'peer-self');
    const others = await people(server, ['peer-blocker', 'peer-blocked', 'peer-plain']);
    const blocker = others['peer-blocker'];
    const blocked = others['peer-blocked'];
    await block(blocker, me);
    await block(me, blocked);
    const { items } = await searchPeople(me.pb, 'peer');
    expect(items.map((card) => [card.nickname, card.relationship])).toEqual([
      ['peer-blocked', 'blocked'],
      ['peer-plain', 'none'],
    ]);
    const bySomeoneElse = await searchPeople(await searcher(), 'peer');
    expect(nicknamesOf(bySomeoneElse.items)).toEqual([
      'peer-blocked',
      'peer-blocker',
      'peer-plain',
      'peer-self',
    ]);
  });

  it("shows where the caller stands with each person, with the friendship's id", async () => {
    const me = await person(server, 'rel-me');
    const p = await people(server, ['rel-friend', 'rel-outgoing', 'rel-incoming', 'rel-none']);
    const friend = p['rel-friend'];
    const outgoing = p['rel-outgoing'];
    const incoming = p['rel-incoming'];
    const friendship = await befriend(me, friend);
    const sent = await request(me, outgoing);
    const received = await request(incoming, me);
    const { items } = await searchPeople(me.pb, 'rel-');
    expect(items.map((card) => [card.nickname, card.relationship, card.friendshipId])).toEqual([
      ['rel-friend', 'friends', friendship],
      ['rel-incoming', 'incoming', received],
      ['rel-none', 'none', ''],
      ['rel-outgoing', 'outgoing', sent],
    ]);
  });

  it(`answers at most ${PEOPLE_LIST_LIMIT} people`, async () => {
    const names = Array.from({ length: PEOPLE_LIST_LIMIT + 2 }, (_, i) => `bulk-${100 + i}`);
    await people(server, names);
    const { items } = await searchPeople(await searcher(), 'bulk-');
    expect(nicknamesOf(items)).toEqual(names.slice(0, PEOPLE_LIST_LIMIT));
  });

  it('is rate-limited per user, with a 429 in PocketBase shape', async () => {
    const { maxRequests } = PEOPLE_SEARCH_RATE_LIMIT;
    const [eager, other] = await Promise.all([searcher('eager'), searcher('other')]);
    for (let i = 0; i < maxRequests; i++) await searchPeople(eager, 'zz');
    const limited = await failure(searchPeople(eager, 'zz'));
    expect(limited.response).toEqual({ status: 429, message: 'Too Many Requests.', data: {} });
    expect((await searchPeople(other, 'zz')).items).toEqual([]);
  });
});
