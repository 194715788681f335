import type { Migration } from './migration.js';

/**
 * The engine's migrations and the features' as one list, ordered by name (`NNNN_description`),
 * so every install applies them in the same order whichever list a migration came from.
 * Throws on a name used twice: the migrations table records names, so a clash would skip one.
 */
export function mergeMigrations(lists: readonly (readonly Migration[])[]): Migration[] {
  const all = lists.flat();
  const seen = new Set<string>();
  for (const migration of all) {
    if (seen.has(migration.name)) throw new Error(`migration ${migration.name} is defined twice`);
    seen.add(migration.name);
  }
  return all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
