/**
 * The SQL of an index on some of a collection's columns, named after them:
 * `indexStatement('notes', ['owner', 'title'], true)`
 *   ⇒ `CREATE UNIQUE INDEX idx_notes_owner_title ON notes (owner, title)`
 */
export function indexStatement(collection: string, columns: readonly string[], unique: boolean) {
  const name = `idx_${collection}_${columns.join('_')}`;
  return `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${name} ON ${collection} (${columns.join(', ')})`;
}
