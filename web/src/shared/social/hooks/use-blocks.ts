import { useMemo } from 'react';
import type { BlockEntry } from '../friendships-store';
import { blockEntries, blocksStore } from '../friendships-store';
import { useLiveStore } from './use-live-store';

/** The people the signed-in user blocks, by nickname, live. */
export function useBlocks(): {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  blocks: BlockEntry[];
  reload: () => void;
} {
  const state = useLiveStore(blocksStore);
  return useMemo(
    () => ({
      status: state.status,
      error: state.error,
      blocks: blockEntries(state.items).sort((a, b) =>
        a.person.nickname.localeCompare(b.person.nickname),
      ),
      reload: blocksStore.reload,
    }),
    [state],
  );
}
