/**
 * `:shortcode:` emoji, GitHub-style (`:+1:`, `:thumbsup:`, `:tada:`, `:smile:`), the names most
 * chat users know. The table is emojibase's, bundled as a chunk of its own that loads the first
 * time a message holds something like a shortcode: served by our own server like any chunk.
 */

/** A shortcode (without its colons) to the emoji. */
export type ShortcodeTable = ReadonlyMap<string, string>;

/** emojibase's shortcode data: a hexcode ("1F44D") to one shortcode or several. */
export type ShortcodeData = Readonly<Record<string, string | readonly string[]>>;

const SHORTCODE_IN_TEXT = /:[a-z0-9_+-]+:/i;
const VS16 = '\uFE0F';

/** Whether `text` may hold a shortcode, so the table is worth loading. */
export function mayHoldShortcode(text: string): boolean {
  return SHORTCODE_IN_TEXT.test(text);
}

/** The emoji of an emojibase hexcode such as "1F44D" or "1F9D1-200D-1F3A8". */
export function emojiOfHexcode(hexcode: string): string {
  const points = hexcode.split('-').map((part) => Number.parseInt(part, 16));
  const emoji = String.fromCodePoint(...points);
  // A lone code point that defaults to text style (❤ U+2764) needs VS16 to show as an emoji.
  const textStyle = points.length === 1 && !/^\p{Emoji_Presentation}$/u.test(emoji);
  return textStyle ? emoji + VS16 : emoji;
}

/** emojibase's data as a shortcode table. */
export function shortcodeTable(data: ShortcodeData): ShortcodeTable {
  const table = new Map<string, string>();
  for (const [hexcode, codes] of Object.entries(data)) {
    const emoji = emojiOfHexcode(hexcode);
    for (const code of typeof codes === 'string' ? [codes] : codes) table.set(code, emoji);
  }
  return table;
}

let loaded: ShortcodeTable | null = null;
let loading: Promise<ShortcodeTable> | null = null;

/** The table if it has loaded already. */
export function loadedShortcodes(): ShortcodeTable | null {
  return loaded;
}

/** Loads the table once; a failed load (offline) is tried again on the next call. */
export function loadShortcodes(): Promise<ShortcodeTable> {
  loading ??= import('emojibase-data/en/shortcodes/github.json').then(
    (module) => (loaded = shortcodeTable(module.default)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
