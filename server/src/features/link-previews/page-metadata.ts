import { Parser } from 'htmlparser2';

/** What a page says about itself, as found (not yet cleaned or trimmed). */
export interface PageMetadata {
  title: string;
  description: string;
  siteName: string;
  /** The absolute http(s) address of its image, if it names one. */
  image: string | null;
}

/** Each field's sources, best first: Open Graph, then Twitter cards, then plain HTML. */
const TITLE = ['og:title', 'twitter:title'];
const DESCRIPTION = ['og:description', 'twitter:description', 'description'];
const SITE_NAME = ['og:site_name', 'application-name'];
const IMAGE = [
  'og:image:secure_url',
  'og:image:url',
  'og:image',
  'twitter:image',
  'twitter:image:src',
];

/**
 * Reads a page's Open Graph tags, falling back to Twitter card tags, `<title>` and the meta
 * description. The first value of each tag wins, as with the sites that consume them; a
 * relative image address is resolved against `<base href>` or the page's own address.
 */
export function readPageMetadata(html: string, pageUrl: URL): PageMetadata {
  const meta = new Map<string, string>();
  let title: string | null = null;
  let inTitle = false;
  let titleText = '';
  let svgDepth = 0;
  let base: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth += 1;
        else if (name === 'title' && svgDepth === 0 && title === null) inTitle = true;
        else if (name === 'base' && base === null && attributes['href']) base = attributes['href'];
        else if (name === 'meta') noteMeta(meta, attributes);
      },
      ontext(data) {
        if (inTitle) titleText += data;
      },
      onclosetag(name) {
        if (name === 'svg' && svgDepth > 0) svgDepth -= 1;
        else if (name === 'title' && inTitle) {
          inTitle = false;
          title = titleText;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const first = (keys: readonly string[]) =>
    keys.map((key) => meta.get(key)).find((value) => value !== undefined && value.trim() !== '');
  return {
    title: first(TITLE) ?? title ?? '',
    description: first(DESCRIPTION) ?? '',
    siteName: first(SITE_NAME) ?? '',
    image: absoluteHttpUrl(first(IMAGE), base, pageUrl),
  };
}

/** Keeps the first `content` of each `property`/`name` (lower-cased: sites vary in case). */
function noteMeta(meta: Map<string, string>, attributes: Record<string, string>): void {
  const content = attributes['content'];
  if (content === undefined) return;
  for (const key of [attributes['property'], attributes['name']]) {
    const name = key?.trim().toLowerCase();
    if (name && !meta.has(name)) meta.set(name, content);
  }
}

function absoluteHttpUrl(value: string | undefined, base: string | null, pageUrl: URL) {
  if (value === undefined) return null;
  try {
    const url = new URL(value.trim(), base === null ? pageUrl : new URL(base, pageUrl));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    // note: a malformed address (or `<base href>`) means no image, not a failed preview.
    return null;
  }
}
