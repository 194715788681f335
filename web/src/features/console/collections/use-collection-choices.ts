import { useConsoleQuery } from '../shared/use-console-query';
import type { CollectionChoice } from './field-option-input';

const NONE: readonly CollectionChoice[] = [];

/** Every collection by id and name, sorted by name: what a relation field may point to. */
export function useCollectionChoices(): readonly CollectionChoice[] {
  const query = useConsoleQuery('collections:choices', async (client) => {
    const collections = await client.collections.getFullList({ sort: 'name' });
    return collections.map(({ id, name }) => ({ id, name }));
  });
  return query.data ?? NONE;
}
