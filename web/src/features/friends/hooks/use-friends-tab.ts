import { useSearchParams } from 'react-router';

/** The lists of the friends page, in tab order. */
export const FRIEND_TABS = ['online', 'all', 'pending', 'blocked', 'suggestions'] as const;
export type FriendTab = (typeof FRIEND_TABS)[number];

function isFriendTab(value: string | null): value is FriendTab {
  return FRIEND_TABS.some((tab) => tab === value);
}

/** The open tab, kept in the address (`/friend?tab=pending`) so it can be linked to and kept on reload. */
export function useFriendsTab(): [FriendTab, (tab: FriendTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isFriendTab(value) ? value : 'online';
  const select = (next: FriendTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
