/**
 * PB compat: the types PocketBase serves `inline`; everything else (SVG and HTML included) is an
 * `attachment`, so an uploaded document cannot run as a page of the site.
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpg',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'image/bmp',
  'video/webm',
  'video/mp4',
  'video/3gpp',
  'video/quicktime',
  'video/x-ms-wmv',
  'audio/basic',
  'audio/aiff',
  'audio/mpeg',
  'audio/midi',
  'audio/mp3',
  'audio/wave',
  'audio/wav',
  'audio/x-wav',
  'audio/x-mpeg',
  'audio/x-m4a',
  'audio/aac',
  'application/pdf',
  'application/x-pdf',
]);

/**
 * PB compat: extensions whose Content-Type is fixed whatever the content looks like, so that
 * browsers load stylesheets, scripts, SVGs and Office files properly.
 */
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * The Content-Type to serve a file with: fixed by its extension for a few types, else its
 * sniffed type (text as UTF-8, which the sniffer has checked).
 */
export function servedContentType(sniffedMime: string, filename: string): string {
  const dot = filename.lastIndexOf('.');
  const fixed = dot >= 0 ? TYPE_BY_EXTENSION[filename.slice(dot)] : undefined;
  if (fixed) return fixed;
  return sniffedMime === 'text/plain' ? 'text/plain; charset=utf-8' : sniffedMime;
}

/** Tells whether browsers may show a file of this sniffed type in place (images, media, PDF). */
export function isInlineType(sniffedMime: string): boolean {
  return INLINE_TYPES.has(sniffedMime);
}
