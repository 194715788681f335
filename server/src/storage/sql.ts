/** A value that can be bound to a statement parameter. */
export type SqlValue = string | number | bigint | boolean | null | Uint8Array;

/**
 * A piece of SQL with `?` placeholders and their values, in order. Fragments compose by
 * concatenating text and params; adapters renumber placeholders for their engine.
 */
export interface Sql {
  text: string;
  params: SqlValue[];
}

/** Builds a `Sql` fragment from a template: interpolated values become parameters. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): Sql {
  let text = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) text += '?' + (strings[i + 1] ?? '');
  return { text, params: values };
}

/** Joins fragments with a separator, keeping their parameters in order. */
export function joinSql(parts: readonly Sql[], separator: string): Sql {
  return {
    text: parts.map((part) => part.text).join(separator),
    params: parts.flatMap((part) => part.params),
  };
}
