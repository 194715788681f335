import type { CollectionModel } from '@hearth/shared';

/**
 * Checks a rule expression; returns an error message, or null when it compiles. `collections`
 * finds the other collections as the change being validated will leave them (an import may
 * create several that refer to each other).
 */
export type RuleChecker = (
  collection: CollectionModel,
  rule: string,
  collections: { find(idOrName: string): CollectionModel | undefined },
) => string | null;

/** What validation needs to know about the other collections. */
export interface CollectionValidationScope {
  find(idOrName: string): CollectionModel | undefined;
  /** Whether a stored collection has this id (a new collection may not take it). */
  isStoredId(id: string): boolean;
  checkRule: RuleChecker;
}
