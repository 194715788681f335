import { useEffect, useMemo, useState } from 'react';
import type { EmojiLookup } from '@/shared/markdown/markdown-extensions';
import {
  loadedShortcodes,
  loadShortcodes,
  mayHoldShortcode,
} from '@/shared/markdown/emoji-shortcodes';

/**
 * The shortcode lookup for `text`: null while the text has no shortcode, or until the table has
 * loaded (then `:smile:` shows as typed for that moment).
 */
export function useEmojiLookup(text: string): EmojiLookup | null {
  const needed = mayHoldShortcode(text);
  const [table, setTable] = useState(loadedShortcodes);
  useEffect(() => {
    if (!needed || table) return undefined;
    let alive = true;
    loadShortcodes().then(
      (loaded) => alive && setTable(loaded),
      () => undefined, // note: without the chunk (offline) shortcodes stay as typed.
    );
    return () => {
      alive = false;
    };
  }, [needed, table]);
  return useMemo(() => (needed && table ? (code) => table.get(code) : null), [needed, table]);
}
