import { fileTypeFromBuffer } from 'file-type';

/** A sniffed content type and the extension that goes with it. */
export interface SniffedType {
  mime: string;
  extension: string;
}

/** How many leading bytes the sniffer looks at; callers holding less should read this many. */
export const MIME_SNIFF_BYTES = 4100;

/** `<?xml …?>`, comments and a doctype may come before the `<svg` root element. */
const SVG_ROOT = /^\s*(<\?xml[^>]*>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;

/**
 * Detects a file's type from its content, never from its name or the client's claim: magic
 * numbers first, then SVG and plain-text detection, else `application/octet-stream`. `data` may
 * be just the file's head when `totalSize` says how long the whole file is.
 */
export async function sniffMimeType(
  data: Uint8Array,
  totalSize: number = data.byteLength,
): Promise<SniffedType> {
  const head = data.subarray(0, MIME_SNIFF_BYTES);
  const detected = await fileTypeFromBuffer(head);
  if (detected && detected.mime !== 'application/xml') {
    return { mime: detected.mime, extension: detected.ext };
  }
  // note: the head may end inside a multi-byte character when the file goes on past it.
  const text = decodeUtf8(head, totalSize > head.byteLength);
  // An SVG with an XML declaration is still an SVG (file-type stops at "application/xml").
  if (text !== null && SVG_ROOT.test(text)) return { mime: 'image/svg+xml', extension: 'svg' };
  if (detected) return { mime: detected.mime, extension: detected.ext };
  if (text !== null) return { mime: 'text/plain', extension: 'txt' };
  return { mime: 'application/octet-stream', extension: '' };
}

function decodeUtf8(data: Uint8Array, truncated: boolean): string | null {
  try {
    // `stream: true` leaves an unfinished trailing sequence pending instead of failing on it.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data, { stream: truncated });
    // note: a NUL byte means binary even when the bytes happen to be valid UTF-8.
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/** Matches a sniffed type against a field's `mimeTypes` list (empty list = anything). */
export function isMimeAllowed(
  mime: string,
  allowed: readonly string[] | null | undefined,
): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((candidate) => {
    const pattern = candidate.toLowerCase();
    if (pattern.endsWith('/*')) return mime.startsWith(pattern.slice(0, -1));
    return pattern === mime;
  });
}
