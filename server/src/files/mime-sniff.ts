import { fileTypeFromBuffer } from 'file-type';

/** A sniffed content type and the extension that goes with it. */
export interface SniffedType {
  mime: string;
  extension: string;
}

const SNIFF_BYTES = 4100;

/**
 * Detects a file's type from its content, never from its name or the client's claim: magic
 * numbers first, then SVG and plain-text detection, else `application/octet-stream`.
 */
export async function sniffMimeType(data: Uint8Array): Promise<SniffedType> {
  const head = data.subarray(0, SNIFF_BYTES);
  const detected = await fileTypeFromBuffer(head);
  if (detected) return { mime: detected.mime, extension: detected.ext };
  const text = decodeUtf8(head);
  if (text !== null) {
    if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
      return { mime: 'image/svg+xml', extension: 'svg' };
    }
    return { mime: 'text/plain', extension: 'txt' };
  }
  return { mime: 'application/octet-stream', extension: '' };
}

function decodeUtf8(data: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
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
