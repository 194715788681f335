import type { FileField } from '@hearth/shared';

/** The thumb size every image file field serves, whatever its `thumbs` list says. */
export const DEFAULT_THUMB_SIZE = '100x100';

/** How a thumb fills its box: crop from the center, top or bottom, or fit inside uncropped. */
export type ThumbMode = 'center' | 'top' | 'bottom' | 'fit';

/** A parsed thumb size; a zero width or height keeps the original's aspect ratio. */
export interface ThumbSize {
  width: number;
  height: number;
  mode: ThumbMode;
}

/**
 * PocketBase's thumb format.
 * `100x50` ⇒ crop center; `100x50t` ⇒ crop top; `100x50b` ⇒ crop bottom; `100x50f` ⇒ fit;
 * `0x50` ⇒ 50 high, aspect kept; `100x0` ⇒ 100 wide, aspect kept
 */
const THUMB_SIZE = /^(\d+)x(\d+)([tbf])?$/;
const MODES: Record<string, ThumbMode> = { t: 'top', b: 'bottom', f: 'fit' };

/** Parses a thumb size, or `null` when it is malformed or both sides are zero. */
export function parseThumbSize(text: string): ThumbSize | null {
  const match = THUMB_SIZE.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return null;
  if (width === 0 && height === 0) return null;
  return { width, height, mode: MODES[match[3] ?? ''] ?? 'center' };
}

/**
 * Tells whether a request may ask a field for a thumb of this size: `100x100`, or one listed in
 * the field's `thumbs`, compared as written (PB compat: `100X100` or `0100x100` are not it).
 */
export function isThumbSizeAllowed(field: FileField, size: string): boolean {
  return size === DEFAULT_THUMB_SIZE || (field.thumbs ?? []).includes(size);
}

/** Where a file's thumb is cached: `<folder>/thumbs_<filename>/<size>_<filename>`. */
export function thumbKeyOf(folder: string, filename: string, size: string): string {
  return `${folder}/thumbs_${filename}/${size}_${filename}`;
}
