import type { PersonCard, PersonDetails } from '@hearth/shared';
import { loadPb } from '@/shared/lib/load-pb';

/**
 * Finds people whose nickname contains `query` (at least 2 characters; the server answers at
 * most 20, never the caller nor anyone who blocks them). One request key for all searches, so a
 * newer search cancels the one still in flight.
 */
export async function searchPeople(query: string): Promise<PersonCard[]> {
  const { pb } = await loadPb();
  const answer = await pb.send<{ items?: PersonCard[] }>('/api/hearth/people/search', {
    query: { q: query },
    requestKey: 'navbar-people-search',
  });
  return answer.items ?? [];
}

/** A person's card with the friends the caller shares with them (404 when they block the caller). */
export async function fetchPersonDetails(id: string): Promise<PersonDetails> {
  const { pb } = await loadPb();
  return pb.send<PersonDetails>(`/api/hearth/people/${encodeURIComponent(id)}`, {
    requestKey: `person-${id}`,
  });
}
