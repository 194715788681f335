import { isPlainObject } from './is-plain-object.js';
import { splitTopLevel } from './split-top-level.js';

/**
 * PocketBase's `?fields=` picking: keep only the listed keys of a JSON response, with dotted
 * paths for nesting, `*` for every key at a level and the `:excerpt(max, ellipsis?)` modifier.
 *
 * `"id,expand.author.name"`, `"*,description:excerpt(200,true)"`, `"token,record.id"`
 */
interface FieldNode {
  children: Map<string, FieldNode>;
  excerpt: { max: number; ellipsis: boolean } | null;
}

const EXCERPT = /^(.+):excerpt\(\s*(\d+)\s*(?:,\s*(true|false|1|0|t|f)\s*)?\)$/i;

/** Parses a `fields` value into a tree; empty input gives `null` (no picking). */
export function parseFields(value: string | undefined): FieldNode | null {
  if (!value || value.trim() === '') return null;
  const root: FieldNode = { children: new Map(), excerpt: null };
  for (const raw of splitTopLevel(value)) {
    const path = raw.trim();
    if (path === '') continue;
    const match = EXCERPT.exec(path);
    const parts = (match ? (match[1] ?? '') : path).split('.');
    let node = root;
    for (const part of parts) {
      let child = node.children.get(part);
      if (!child) {
        child = { children: new Map(), excerpt: null };
        node.children.set(part, child);
      }
      node = child;
    }
    if (match) {
      node.excerpt = { max: Number(match[2]), ellipsis: /^(true|1|t)$/i.test(match[3] ?? '') };
    }
  }
  return root;
}

/**
 * Applies `fields` to a response body. For a list envelope the picking applies to each item and
 * the paging keys stay, as in PocketBase.
 */
export function pickFields(body: unknown, fields: FieldNode | null): unknown {
  if (!fields) return body;
  if (isListEnvelope(body)) return { ...body, items: body.items.map((item) => pick(item, fields)) };
  return pick(body, fields);
}

function isListEnvelope(body: unknown): body is { items: unknown[] } & Record<string, unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'items' in body &&
    Array.isArray(body.items) &&
    'page' in body &&
    'perPage' in body
  );
}

function pick(value: unknown, node: FieldNode): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, node));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  const wildcard = node.children.get('*');
  if (wildcard) {
    for (const [key, child] of Object.entries(value)) result[key] = applyNode(child, wildcard);
  }
  for (const [key, child] of node.children) {
    if (key === '*' || !(key in value)) continue;
    result[key] = applyNode(value[key], child);
  }
  return result;
}

function applyNode(value: unknown, node: FieldNode): unknown {
  if (node.excerpt && typeof value === 'string') {
    return excerpt(value, node.excerpt.max, node.excerpt.ellipsis);
  }
  return node.children.size > 0 ? pick(value, node) : value;
}

const SKIPPED_ELEMENTS =
  /<(script|style|svg|img|iframe|object|embed|video|audio|form|input|textarea|select|button)\b[^>]*>[\s\S]*?<\/\1\s*>|<(img|input|br|hr)\b[^>]*\/?>/gi;

/**
 * Plain text of HTML, whitespace collapsed, cut to `max` characters (`...` appended when cut and
 * asked for). `"<p>Hello <b>world</b></p>", 7, true` ⇒ `"Hello w..."`
 */
export function excerpt(html: string, max: number, ellipsis: boolean): string {
  const text = html
    .replace(SKIPPED_ELEMENTS, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('').trimEnd();
  return ellipsis ? cut + '...' : cut;
}
