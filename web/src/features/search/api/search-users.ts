import type { UserRecord } from '@/shared/lib/user-record';
import { loadPb } from '@/shared/lib/load-pb';

/** How many matches the navbar search shows. */
export const SEARCH_LIMIT = 8;

/**
 * Finds users whose nickname contains `query` (PocketBase's `~`, case-insensitive). One request
 * key for all searches, so a newer search cancels the one still in flight.
 */
export async function searchUsers(query: string): Promise<UserRecord[]> {
  const { pb, usersApi } = await loadPb();
  const result = await usersApi().getList(1, SEARCH_LIMIT, {
    filter: pb.filter('nickname ~ {:q}', { q: query }),
    sort: 'nickname',
    skipTotal: true,
    requestKey: 'navbar-user-search',
  });
  return result.items;
}
