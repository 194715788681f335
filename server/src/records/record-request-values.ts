import type { RequestInfo } from '../request-info.js';
import type { SqlValue } from '../storage/sql.js';

/** The request as `@request.*` paths see it: `context`, `method`, `query`, `headers`, `body`, `auth`. */
export function requestData(info: RequestInfo): Record<string, unknown> {
  const auth = info.auth
    ? {
        ...info.auth.record,
        collectionId: info.auth.collection.id,
        collectionName: info.auth.collection.name,
      }
    : null;
  return {
    context: info.context,
    method: info.method,
    query: info.query,
    headers: info.headers,
    body: info.body,
    auth,
  };
}

/**
 * Follows keys through nested objects and arrays (array keys are indexes). `found` is false
 * when any key is missing, which `:isset` reports; only own properties count.
 *
 * `({a: [{b: 1}]}, ['a', '0', 'b'])` ⇒ `{found: true, value: 1}`
 */
export function extractPath(
  data: unknown,
  keys: readonly string[],
): { found: boolean; value: unknown } {
  let current = data;
  for (const key of keys) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(key) || Number(key) >= current.length) return { found: false, value: null };
      current = current[Number(key)];
    } else if (isRecord(current) && Object.hasOwn(current, key)) {
      current = current[key];
    } else {
      return { found: false, value: null };
    }
  }
  return { found: true, value: current };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array);
}

// What Go's strconv.ParseFloat accepts in practice for form values: `12`, `-1.5`, `2e3`.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A request value as a bound parameter: plain values as they are, lists and objects as JSON
 * text (how PocketBase stringifies them), `null` when absent. A numeric string for a `number`
 * field becomes a number, since multipart bodies send numbers as text.
 */
export function toBoundValue(value: unknown, isNumberField: boolean): SqlValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    return isNumberField && DECIMAL.test(value) ? Number(value) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value;
  }
  if (value instanceof Date) return value.toISOString().replace('T', ' ');
  return JSON.stringify(value) ?? null;
}

/** A body value as a list of items: a list as is, `null` as none, anything else as one item. */
export function toItems(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
