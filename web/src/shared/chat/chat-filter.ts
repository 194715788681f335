/**
 * Quotes a value for a PocketBase filter: `ab"c` ⇒ `"ab\"c"`. Record ids are safe already; this
 * keeps a filter correct whatever it is given.
 */
export function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
