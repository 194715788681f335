import type { FriendSuggestion, PersonCard, PersonDetails } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { TestServer } from './test-server.js';

/** A signed-in test user: their SDK client and record id. */
export interface Person {
  pb: PocketBase;
  id: string;
  nickname: string;
}

let counter = 0;

/**
 * Creates and signs in a user with exactly this nickname (any characters: the email is made up
 * apart from it, so nicknames with `%` or spaces work) and optional other fields.
 */
export async function person(
  server: TestServer,
  nickname: string,
  extra: Record<string, unknown> = {},
): Promise<Person> {
  counter++;
  const email = `person-${counter}@example.com`;
  const { pb, id } = await server.user(email, undefined, { nickname, ...extra });
  return { pb, id, nickname };
}

/** Creates several people at once, named by their nicknames. */
export async function people<const N extends string>(
  server: TestServer,
  nicknames: readonly N[],
): Promise<Record<N, Person>> {
  const created = await Promise.all(nicknames.map((nickname) => person(server, nickname)));
  // note: built from `nicknames` one to one, so every key of N is set.
  return Object.fromEntries(created.map((p) => [p.nickname, p])) as Record<N, Person>;
}

/** Makes two people friends the way the app does: a request, then its acceptance. */
export async function befriend(a: Person, b: Person): Promise<string> {
  const request = await a.pb
    .collection('friendships')
    .create({ requester: a.id, addressee: b.id, status: 'pending' });
  await b.pb.collection('friendships').update(request.id, { status: 'accepted' });
  return request.id;
}

/** Sends a friend request from `a` to `b`; returns its id. */
export async function request(a: Person, b: Person): Promise<string> {
  const created = await a.pb
    .collection('friendships')
    .create({ requester: a.id, addressee: b.id, status: 'pending' });
  return created.id;
}

/** `blocker` blocks `blocked`; returns the block's id. */
export async function block(blocker: Person, blocked: Person): Promise<string> {
  const created = await blocker.pb
    .collection('blocks')
    .create({ blocker: blocker.id, blocked: blocked.id });
  return created.id;
}

/** `GET /api/hearth/people/search?q=`. */
export function searchPeople(pb: PocketBase, q: string): Promise<{ items: PersonCard[] }> {
  return pb.send<{ items: PersonCard[] }>('/api/hearth/people/search', {
    method: 'GET',
    query: { q },
  });
}

/** `GET /api/hearth/people/{id}`. */
export function personCard(pb: PocketBase, id: string): Promise<PersonDetails> {
  return pb.send<PersonDetails>(`/api/hearth/people/${encodeURIComponent(id)}`, { method: 'GET' });
}

/** `GET /api/hearth/friends/suggestions`. */
export function suggestionsFor(pb: PocketBase): Promise<{ items: FriendSuggestion[] }> {
  return pb.send<{ items: FriendSuggestion[] }>('/api/hearth/friends/suggestions', {
    method: 'GET',
  });
}

/** The nicknames of a list of people, in order. */
export function nicknamesOf(items: readonly { nickname: string }[]): string[] {
  return items.map((item) => item.nickname);
}
