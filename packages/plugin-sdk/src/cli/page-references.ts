import { posix } from 'node:path';

/** `<script src=…>`, `<link href=…>`, `<iframe src=…>` and the like: how a page loads code. */
const LOADING_TAG =
  /<(script|link|iframe|frame|object|embed|base)\b[^>]*?\s(src|href|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The references of the page at `path` to scripts, styles or frames outside the bundle, as
 * written: another site, another scheme, the server's own paths, or a path out of the bundle.
 * The server refuses such a bundle; this is the quick look before packing (it reads tags with a
 * pattern, where the server parses the HTML).
 *
 *   <script src="main.js">                         => none
 *   <script src="https://cdn.example.com/x.js">    => the tag
 *   <link href="/assets/app.css" rel="stylesheet"> => the tag
 */
export function outsideReferences(path: string, html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(LOADING_TAG)) {
    const value = match[3] ?? match[4] ?? match[5] ?? '';
    if (leavesBundle(path, value)) found.push(`<${match[1]} ${match[2]}="${value}">`);
  }
  return found;
}

function leavesBundle(from: string, reference: string): boolean {
  // note: browsers drop tabs and line breaks from URLs and read backslashes as slashes.
  const value = reference.replace(/[\t\n\r]/g, '').trim();
  if (value === '' || value.startsWith('#')) return false;
  if (SCHEME.test(value) || value.startsWith('/') || value.includes('\\')) return true;
  const target = posix.normalize(posix.join(posix.dirname(from), value.split(/[?#]/)[0] ?? ''));
  return target === '..' || target.startsWith('../');
}
