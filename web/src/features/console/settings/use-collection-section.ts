import type { AuthCollectionModel } from '@/shared/lib/pb';
import { useConsoleClient } from '../shell/console-session';
import { useSectionForm } from './use-section-form';

/**
 * A section of an auth collection's options: `pick` makes the form's values, `toPatch` the
 * update of only what changed (null: nothing to send).
 */
export function useCollectionSection<V>(
  collection: AuthCollectionModel,
  pick: (collection: AuthCollectionModel) => V,
  toPatch: (initial: V, draft: V) => Record<string, unknown> | null,
) {
  const client = useConsoleClient();
  return useSectionForm(
    pick(collection),
    async (initial, draft) => {
      const patch = toPatch(initial, draft);
      if (!patch) return null;
      // note: updating an auth collection answers with that auth collection.
      const saved = (await client.collections.update(collection.id, patch)) as AuthCollectionModel;
      return pick(saved);
    },
    (initial, draft) => toPatch(initial, draft) !== null,
  );
}
