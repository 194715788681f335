import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, statusOf } from '../../test/sdk-outcome.js';
import { befriend, block, people, person, request, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { pairKey } from './social-queries.js';

/**
 * What the friendships rules cannot say, checked by the server (`friendship-guard.ts`): one
 * record per pair whoever asks and however fast, never to oneself, never across a block, and
 * within the addressee's `friendRequestsFrom`.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** Every friendship record of a pair, as a superuser sees them. */
const recordsOfPair = (a: Person, b: Person) =>
  admin.collection('friendships').getFullList({
    filter: `(requester = "${a.id}" && addressee = "${b.id}") || (requester = "${b.id}" && addressee = "${a.id}")`,
  });

const ask = (from: Person, to: Person, extra: Record<string, unknown> = {}) =>
  from.pb
    .collection('friendships')
    .create({ requester: from.id, addressee: to.id, status: 'pending', ...extra });

/** The field errors of a refused request. */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await failure(promise);
  expect(error.status).toBe(400);
  expect(error.response['message']).toBe('Failed to create record.');
  return error.response['data'];
}

const addresseeError = (code: string) => ({ addressee: expect.objectContaining({ code }) });

describe('a friend request', () => {
  it('is pending, with the pair set by the server whatever the client sends', async () => {
    const { ana, bo } = await people(server, ['ana', 'bo']);
    const created = await ask(ana, bo, { pair: 'forged' });
    expect(created).toMatchObject({ status: 'pending', pair: pairKey(ana.id, bo.id) });
  });

  it('to oneself is refused', async () => {
    const cy = await person(server, 'cy');
    expect(await refusal(ask(cy, cy))).toEqual(addresseeError('validation_friend_self'));
    expect(await recordsOfPair(cy, cy)).toEqual([]);
  });

  it('for a pair that has a record, either way round, is refused', async () => {
    const { di, ed } = await people(server, ['di', 'ed']);
    await request(di, ed);
    expect(await refusal(ask(di, ed))).toEqual(addresseeError('validation_friend_exists'));
    expect(await refusal(ask(ed, di))).toEqual(addresseeError('validation_friend_exists'));
    const { fi, gu } = await people(server, ['fi', 'gu']);
    await befriend(fi, gu);
    expect(await refusal(ask(gu, fi))).toEqual(addresseeError('validation_friend_exists'));
    expect(await recordsOfPair(di, ed)).toHaveLength(1);
    expect(await recordsOfPair(fi, gu)).toHaveLength(1);
  });

  it('racing others for the same pair, either way round, leaves exactly one record', async () => {
    const { ha, io } = await people(server, ['ha', 'io']);
    const racers = [ask(ha, io), ask(io, ha), ask(ha, io), ask(io, ha), ask(ha, io)];
    const outcomes = await Promise.all(racers.map((racer) => statusOf(racer)));
    expect([...outcomes].sort()).toEqual([200, 400, 400, 400, 400]);
    for (const [index, racer] of racers.entries()) {
      if (outcomes[index] === 200) continue;
      // A loser is refused by the guard, or, had it raced past it, by the pair's unique index.
      const data = await refusal(racer);
      expect([
        addresseeError('validation_friend_exists'),
        { pair: expect.objectContaining({ code: 'validation_not_unique' }) },
      ]).toContainEqual(data);
    }
    expect(await recordsOfPair(ha, io)).toHaveLength(1);
  });

  it('sent twice at once leaves one record', async () => {
    const { jo, ky } = await people(server, ['jo', 'ky']);
    const outcomes = await Promise.all([statusOf(ask(jo, ky)), statusOf(ask(jo, ky))]);
    expect(outcomes.sort()).toEqual([200, 400]);
    expect(await recordsOfPair(jo, ky)).toHaveLength(1);
  });

  it('across a block is refused both ways', async () => {
    const { lu, mi } = await people(server, ['lu', 'mi']);
    await block(lu, mi);
    expect(await refusal(ask(lu, mi))).toEqual(addresseeError('validation_friend_blocked'));
    expect(await refusal(ask(mi, lu))).toEqual(addresseeError('validation_friend_blocked'));
    expect(await recordsOfPair(lu, mi)).toEqual([]);
  });

  it("honours the addressee's friends_of_friends: refused, unless they have a friend in common", async () => {
    const choosy = await person(server, 'choosy', { friendRequestsFrom: 'friends_of_friends' });
    const { no, mutual } = await people(server, ['no', 'mutual']);
    expect(await refusal(ask(no, choosy))).toEqual(addresseeError('validation_friend_privacy'));
    expect(await recordsOfPair(no, choosy)).toEqual([]);
    await befriend(no, mutual);
    await befriend(choosy, mutual); // choosy may ask anyone
    expect(await statusOf(ask(no, choosy))).toBe(200);
  });

  it('a pending request with a common friend does not count as one', async () => {
    const choosy = await person(server, 'choosy2', { friendRequestsFrom: 'friends_of_friends' });
    const { pi, half } = await people(server, ['pi', 'half']);
    await befriend(choosy, half);
    await request(pi, half);
    expect(await refusal(ask(pi, choosy))).toEqual(addresseeError('validation_friend_privacy'));
  });
});
