/**
 * The save errors under one prefix, keyed by the rest of their path:
 * `errorsUnder({'fields.3.name': 'Bad'}, 'fields.3')` ⇒ `{ name: 'Bad' }`.
 */
export function errorsUnder(
  errors: Partial<Record<string, string>>,
  prefix: string,
): Partial<Record<string, string>> {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(start))
      .map(([path, message]) => [path.slice(start.length), message]),
  );
}
