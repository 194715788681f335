import type { ConsoleClient, ListResult } from '@/shared/lib/pb';
import type { ConsoleSession, ConsoleUser } from './user-records';
import { userSearchFilter } from './user-search-filter';

/** Rows per page of the users list. */
export const USERS_PER_PAGE = 20;

/** One page of users matching what the operator typed, newest first. */
export function searchUsers(
  client: ConsoleClient,
  query: string,
  page: number,
): Promise<ListResult<ConsoleUser>> {
  return client.collection('users').getList<ConsoleUser>(page, USERS_PER_PAGE, {
    filter: userSearchFilter((raw, params) => client.filter(raw, params), query),
    sort: '-created',
  });
}

/** Everything the user page shows about one person. */
export interface UserOverview {
  user: ConsoleUser;
  /** Their signed-in devices, most recently active first. */
  sessions: ConsoleSession[];
  friends: number;
  chats: number;
}

/** How many records match, without reading them. */
async function countOf(client: ConsoleClient, collection: string, filter: string): Promise<number> {
  const page = await client.collection(collection).getList(1, 1, { filter, fields: 'id' });
  return page.totalItems;
}

/** Loads a person with their sessions and their friend and chat counts, in parallel. */
export async function loadUserOverview(client: ConsoleClient, id: string): Promise<UserOverview> {
  const byUser = client.filter('user = {:id}', { id });
  const [user, sessions, friends, chats] = await Promise.all([
    client.collection('users').getOne<ConsoleUser>(id),
    client
      .collection('sessions')
      .getFullList<ConsoleSession>({ filter: byUser, sort: '-lastActive' }),
    countOf(
      client,
      'friendships',
      client.filter('status = "accepted" && (requester = {:id} || addressee = {:id})', { id }),
    ),
    countOf(client, 'chat_members', byUser),
  ]);
  return { user, sessions, friends, chats };
}

/** Marks the email address as verified. */
export function verifyUser(client: ConsoleClient, id: string): Promise<ConsoleUser> {
  return client.collection('users').update<ConsoleUser>(id, { verified: true });
}

/** Mails the person a link to choose a new password. */
export async function sendPasswordReset(client: ConsoleClient, email: string): Promise<void> {
  await client.collection('users').requestPasswordReset(email);
}
