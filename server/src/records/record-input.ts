/** One uploaded file as the HTTP layer read it. */
export interface UploadedFile {
  /** The client's original file name. */
  name: string;
  /** The client's declared type (not trusted; content is sniffed). */
  type: string;
  data: Uint8Array;
}

/**
 * What a create/update request submitted: plain values (JSON, or multipart with inferred types
 * and `@jsonPayload` merged) and uploaded files, both keyed by the submitted key (which may
 * carry a modifier: `+tags`, `tags+`, `tags-`, `slug:autogenerate`).
 */
export interface RecordInput {
  data: Record<string, unknown>;
  files: Record<string, UploadedFile[]>;
}

/** An input with no values and no files. */
export function emptyRecordInput(): RecordInput {
  return { data: {}, files: {} };
}

/** A submitted key split into its field name and modifier. */
export interface ParsedKey {
  name: string;
  modifier: 'set' | 'append' | 'prepend' | 'subtract' | 'autogenerate';
}

/**
 * Splits a body key into field name and modifier.
 * `"tags+"` ⇒ append; `"+tags"` ⇒ prepend; `"tags-"` ⇒ subtract; `"slug:autogenerate"` ⇒ autogenerate; `"title"` ⇒ set
 */
export function parseInputKey(key: string): ParsedKey {
  if (key.endsWith(':autogenerate')) {
    return { name: key.slice(0, -':autogenerate'.length), modifier: 'autogenerate' };
  }
  if (key.startsWith('+')) return { name: key.slice(1), modifier: 'prepend' };
  if (key.endsWith('+')) return { name: key.slice(0, -1), modifier: 'append' };
  if (key.endsWith('-')) return { name: key.slice(0, -1), modifier: 'subtract' };
  return { name: key, modifier: 'set' };
}
