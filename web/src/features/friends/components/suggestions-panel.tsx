import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useCurrentUser } from '@/shared/lib/session';
import { blocksStore, friendshipsStore } from '@/shared/social/friendships-store';
import { useLiveStore } from '@/shared/social/hooks/use-live-store';
import { relationshipWith } from '@/shared/social/relationship';
import { useSuggestions } from '../hooks/use-suggestions';
import { PeopleList } from './people-list';
import { SuggestionRow } from './suggestion-row';

/**
 * Friends of friends, ranked by mutual friends. A request sent from here shows as sent; someone
 * who became a friend (or was blocked) since the list loaded leaves it.
 */
export function SuggestionsPanel() {
  const { t } = useTranslation();
  const me = useCurrentUser()?.id ?? '';
  const { state, reload, forget } = useSuggestions();
  const friendships = useLiveStore(friendshipsStore).items;
  const blocks = useLiveStore(blocksStore).items;
  const rows = useMemo(() => {
    if (state.status !== 'ready') return [];
    return state.items
      .map((suggestion) => ({
        suggestion,
        relationship: relationshipWith(suggestion.id, me, friendships, blocks).relationship,
      }))
      .filter((row) => row.relationship === 'none' || row.relationship === 'outgoing');
  }, [state, me, friendships, blocks]);
  return (
    <PeopleList
      label={t('friends.lists.suggestions')}
      empty={t('friends.empty.suggestions')}
      state={state.status === 'ready' ? { status: 'ready' } : state}
      count={rows.length}
      onRetry={reload}
    >
      {rows.map(({ suggestion, relationship }) => (
        <SuggestionRow
          key={suggestion.id}
          suggestion={suggestion}
          relationship={relationship}
          onDismissed={() => forget(suggestion.id)}
        />
      ))}
    </PeopleList>
  );
}
