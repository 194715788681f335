import { snakecase } from '../lib/snakecase.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/** What a subscription's `?options=` asks for: query values and headers, as rules read them. */
export interface SubscriptionOptions {
  /** `@request.query.*`, plus `filter`, `expand` and `fields` for record topics. */
  query: Record<string, string>;
  /** `@request.headers.*`, keys snake_cased (`X-Token` ⇒ `x_token`). */
  headers: Record<string, string>;
}

/** One entry of a client's subscription set. */
export interface Subscription {
  /** The string the client sent; also the SSE event name the client listens on. */
  key: string;
  /** The part before `?`, which decides what the subscription matches. */
  topic: string;
  /** The part after `?` (empty when none); equal strings mean equal options. */
  rawOptions: string;
  options: SubscriptionOptions;
}

const OPTIONS_PARAM = 'options';

/**
 * Parses a subscription string the way PocketBase does: the topic is everything before the
 * first `?`; `options` in the query part is JSON `{query, headers}` whose values become strings.
 * Unreadable options are ignored, never an error.
 *
 * `posts/*?options=%7B%22query%22%3A%7B%22filter%22%3A%22a%3D1%22%7D%7D`
 *   ⇒ topic `posts/*`, query `{filter: "a=1"}`
 */
export function parseSubscription(key: string): Subscription {
  const mark = key.indexOf('?');
  const topic = mark < 0 ? key : key.slice(0, mark);
  const rawOptions = mark < 0 ? '' : key.slice(mark + 1);
  return { key, topic, rawOptions, options: parseOptions(rawOptions) };
}

function parseOptions(rawOptions: string): SubscriptionOptions {
  const options: SubscriptionOptions = { query: {}, headers: {} };
  if (rawOptions === '') return options;
  const raw = new URLSearchParams(rawOptions).get(OPTIONS_PARAM);
  if (!raw) return options;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // PB compat: malformed options are ignored; the subscription still counts.
    return options;
  }
  if (!isPlainObject(parsed)) return options;
  if (isPlainObject(parsed['query'])) {
    for (const [name, value] of Object.entries(parsed['query'])) {
      options.query[name] = stringify(value);
    }
  }
  if (isPlainObject(parsed['headers'])) {
    for (const [name, value] of Object.entries(parsed['headers'])) {
      options.headers[snakecase(name)] = stringify(value);
    }
  }
  return options;
}

/** Scalars become their text; anything else becomes `''`, as Go's `cast.ToString` does. */
function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
