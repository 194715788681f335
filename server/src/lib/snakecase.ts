/**
 * PocketBase's snake case for names that come from clients (realtime option headers): splits
 * at anything but letters and digits, and before an upper-case letter that follows a lower-case
 * one; runs of capitals stay one word.
 *
 * `"X-Token"` ⇒ `"x_token"`; `"myTestDB"` ⇒ `"my_test_db"`; `"  a__b "` ⇒ `"a_b"`
 */
export function snakecase(value: string): string {
  const words: string[] = [];
  for (const word of value.split(/[\W_]+/)) {
    if (word === '') continue;
    words.push(word.replace(/(?<=[^A-Z])([A-Z])/g, '_$1'));
  }
  return words.join('_').toLowerCase();
}
