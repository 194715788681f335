import type { StateEntry } from '@hearth/plugin-sdk';

/** Each item is one shared-state entry: key `item:<time><random>`, value `ItemValue`. */
export const ITEM_PREFIX = 'item:';
export const ITEM_MAX_CHARS = 200;
export const TITLE_MAX_CHARS = 100;

/** What an item's state entry holds. */
export interface ItemValue {
  text: string;
  done: boolean;
}

/** An item as drawn: its entry's key, its text and state, and who changed it last. */
export interface Item extends ItemValue {
  key: string;
  /** The member who last changed it (`''` for the user's own change not yet stored). */
  changedBy: string;
}

/** A checklist message's payload. */
export interface ChecklistPayload {
  title: string;
}

/** The items among a checklist's state entries, oldest first; other entries are left out. */
export function readItems(entries: readonly StateEntry[]): Item[] {
  return entries
    .flatMap((entry) => {
      const value = readItemValue(entry.value);
      if (!entry.key.startsWith(ITEM_PREFIX) || entry.owner !== '' || !value) return [];
      return [{ key: entry.key, ...value, changedBy: entry.updatedBy }];
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function readItemValue(value: unknown): ItemValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, done }: { text?: unknown; done?: unknown } = value;
  return typeof text === 'string' && text !== '' ? { text, done: done === true } : null;
}

/**
 * A new item's key: the time, so that keys sort in the order items were added, then a random
 * part, so that two members adding at the same moment do not overwrite each other.
 *
 *   newItemKey(1767225600000, 0.5) => 'item:0mjuohs00i000'
 */
export function newItemKey(now: number, random: number): string {
  const time = now.toString(36).padStart(9, '0');
  const tail = Math.floor(random * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${ITEM_PREFIX}${time}${tail}`;
}

/** An item's text as typed, ready to store, or `null` when there is nothing to add. */
export function cleanItemText(text: string): string | null {
  const clean = text.replace(/\s+/g, ' ').trim().slice(0, ITEM_MAX_CHARS);
  return clean === '' ? null : clean;
}

/** A checklist message's title, or `''` when it has none. */
export function readTitle(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const { title }: { title?: unknown } = payload;
  return typeof title === 'string' ? title.slice(0, TITLE_MAX_CHARS) : '';
}
