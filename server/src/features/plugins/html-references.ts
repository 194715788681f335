import { posix } from 'node:path';
import { Parser } from 'htmlparser2';
import { BundleError } from './bundle-error.js';
import type { BundleFiles } from './bundle-reader.js';

/** The attributes through which a page loads code, styles or other pages. */
const LOADING_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  script: ['src', 'href', 'xlink:href'],
  link: ['href'],
  iframe: ['src'],
  frame: ['src'],
  object: ['data'],
  embed: ['src'],
  base: ['href'],
};
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi;

/**
 * Refuses a bundle whose HTML pages load a script, a style sheet or a frame from outside it:
 * another site (`https://…`, `//host/…`), another scheme (`data:`, `javascript:`), the server's
 * own paths (`/…`), or a relative path that climbs out of the bundle. The CSP would block most
 * of these in the browser; refusing them at install tells the author why the plugin would not
 * work, and keeps a plugin from loading the app's own scripts.
 */
export function checkHtmlReferences(files: BundleFiles): void {
  for (const [path, data] of files) {
    if (!/\.html?$/i.test(path)) continue;
    const outside = findOutsideReference(path, data.toString('utf8'));
    if (outside !== null) {
      throw new BundleError(
        'validation_plugin_outside_script',
        `${path}: scripts outside the bundle are not allowed (${outside}); ship every script, ` +
          'style sheet and frame inside the bundle and refer to it by a relative path',
      );
    }
  }
}

/** The first reference of a page to something outside the bundle, as written, or null. */
export function findOutsideReference(path: string, html: string): string | null {
  let found: string | null = null;
  let inStyle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'style') inStyle = true;
        for (const attribute of LOADING_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (found === null && value !== undefined && isOutside(path, value)) {
            found = `<${name} ${attribute}="${value}">`;
          }
        }
      },
      ontext(text) {
        if (!inStyle || found !== null) return;
        for (const match of text.matchAll(CSS_IMPORT)) {
          const target = match[1] ?? '';
          if (isOutside(path, target)) {
            found = `@import ${target}`;
            return;
          }
        }
      },
      onclosetag(name) {
        if (name === 'style') inStyle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** Whether a reference from the page at `from` leaves the bundle. */
function isOutside(from: string, reference: string): boolean {
  // note: browsers drop tabs and line breaks from URLs and read backslashes as slashes.
  const value = reference.replace(/[\t\n\r]/g, '').trim();
  if (value === '' || value.startsWith('#')) return false;
  if (SCHEME.test(value) || value.startsWith('/') || value.includes('\\')) return true;
  const target = posix.normalize(posix.join(posix.dirname(from), value.split(/[?#]/)[0] ?? ''));
  return target === '..' || target.startsWith('../');
}
