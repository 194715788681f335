import { ALPHANUMERIC_LOWER, randomString } from '../lib/random.js';

const MAX_BASE_LENGTH = 100;
const MAX_EXTENSION_LENGTH = 20;
const SUFFIX_LENGTH = 10;

/**
 * PocketBase's stored name for an upload: the snake_cased base name (at most 100 characters,
 * padded with random characters when shorter than 3), `_`, 10 random `[a-z0-9]`, and the cleaned
 * extension (double extensions like `.tar.gz` kept). The result never contains a path separator.
 *
 * `"My Photo.PNG"` ⇒ `my_photo_52iwbgds7l.png`; `"../../etc/passwd"` ⇒ `passwd_k2j4h5g6f7`
 */
export function storedFileName(original: string, fallbackExtension = ''): string {
  const leaf = original.split(/[/\\]/).pop() ?? '';
  const { base, extension } = splitExtension(leaf);
  let cleanBase = snakeCase(base).slice(0, MAX_BASE_LENGTH);
  if (cleanBase.length < 3) cleanBase += randomString(10, ALPHANUMERIC_LOWER);
  const ext = extension || fallbackExtension;
  return `${cleanBase}_${randomString(SUFFIX_LENGTH, ALPHANUMERIC_LOWER)}${ext ? '.' + ext : ''}`;
}

function splitExtension(name: string): { base: string; extension: string } {
  // "a.tar.gz" keeps both parts; "report.final.pdf" only the last.
  const match = /^([\s\S]+?)((?:\.tar)?\.[a-zA-Z0-9]{1,10})$/i.exec(name);
  if (!match || (match[1] ?? '') === '') return { base: name, extension: '' };
  const extension = (match[2] ?? '')
    .slice(1)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '')
    .slice(0, MAX_EXTENSION_LENGTH);
  return { base: match[1] ?? '', extension };
}

function snakeCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/** Tells whether a name has the shape of a stored file name (used to reject traversal early). */
export function isPlausibleFileName(name: string): boolean {
  return /^[^./\\][^/\\]*$/.test(name) && name.length <= 255;
}
