import type { FriendSuggestion } from '@hearth/shared';
import { loadPb } from '@/shared/lib/load-pb';

/** Friends of friends, ranked by mutual friends (the server leaves out whoever should not be there). */
export async function fetchSuggestions(): Promise<FriendSuggestion[]> {
  const { pb } = await loadPb();
  const answer = await pb.send<{ items?: FriendSuggestion[] }>('/api/hearth/friends/suggestions', {
    requestKey: 'friend-suggestions',
  });
  return answer.items ?? [];
}
