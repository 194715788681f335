import { useState } from 'react';
import type { MessageRow } from '@/features/chat/lib/message-rows';

/** Room for older pages above the first loaded one (Virtuoso wants a positive index). */
const START = 1_000_000;

/**
 * Virtuoso's `firstItemIndex`: lowered by the rows that appear above the first loaded message
 * when an older page arrives, so that the rows on screen keep their index and their place.
 */
export function useFirstItemIndex(rows: readonly MessageRow[]): number {
  const at = rows.findIndex((row) => row.kind === 'message');
  const key = at >= 0 ? (rows[at]?.key ?? '') : '';
  const [anchor, setAnchor] = useState({ key, at, index: START });
  if (anchor.key === key) return anchor.index;
  const moved = rows.findIndex((row) => row.key === anchor.key);
  const index = moved >= 0 ? anchor.index - (moved - anchor.at) : anchor.index;
  setAnchor({ key, at, index });
  return index;
}
