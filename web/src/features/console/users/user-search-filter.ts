/** The SDK's `client.filter`: it quotes and escapes each `{:name}` value. */
export type FilterBuilder = (raw: string, params?: Record<string, unknown>) => string;

/**
 * The `users` filter for what an operator typed: part of an email or nickname, or an exact id.
 * The text goes in as a parameter, so quotes and operators in it stay plain text.
 */
export function userSearchFilter(filter: FilterBuilder, query: string): string {
  const text = query.trim();
  if (!text) return '';
  return filter('email ~ {:text} || nickname ~ {:text} || id = {:text}', { text });
}
