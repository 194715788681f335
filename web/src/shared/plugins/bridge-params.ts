import type { BridgeMethod, MethodParams } from '@hearth/plugin-sdk';
import {
  PLUGIN_FALLBACK_MAX,
  PLUGIN_KEY_PATTERN,
  PLUGIN_PAYLOAD_MAX_BYTES,
  PLUGIN_STATE_VALUE_MAX_BYTES,
  PLUGIN_STORAGE_VALUE_MAX_BYTES,
} from '@hearth/shared';
import { BridgeFailure } from './bridge-failure';

/** The longest notification title and body a plugin may show. */
export const NOTIFY_TITLE_MAX = 100;
export const NOTIFY_BODY_MAX = 500;
/** The longest URL `network.log` records. */
const URL_MAX = 2000;
const KEY = new RegExp(PLUGIN_KEY_PATTERN);
const MESSAGE_TYPE = /^[a-z0-9-]{1,32}$/;
const HTTP_METHOD = /^[A-Za-z]{1,10}$/;

type Fields = Record<string, unknown>;

function bad(message: string): never {
  throw new BridgeFailure('bad_params', message);
}

function fields(params: unknown): Fields {
  if (params === undefined || params === null) return {};
  if (typeof params !== 'object' || Array.isArray(params)) bad('Parameters must be an object.');
  // note: a structured clone of an object literal: its own keys are all there is to read.
  return params as Fields;
}

function text(value: unknown, name: string, max: number, required = true): string {
  if (value === undefined && !required) return '';
  if (typeof value !== 'string') bad(`\`${name}\` must be a string.`);
  if (required && value.trim() === '') bad(`\`${name}\` must not be empty.`);
  if (value.length > max) bad(`\`${name}\` must be at most ${max} characters.`);
  return value;
}

function key(value: unknown): string {
  if (typeof value !== 'string' || !KEY.test(value)) {
    bad('`key` must be 1 to 100 letters, digits or `._:-`.');
  }
  return value;
}

function flag(value: unknown, name: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') bad(`\`${name}\` must be true or false.`);
  return value;
}

/** The value as the server will store it (JSON), refused past `maxBytes` of UTF-8. */
function json(value: unknown, name: string, maxBytes: number): unknown {
  let encoded: string | undefined;
  try {
    encoded = JSON.stringify(value);
  } catch {
    bad(`\`${name}\` must be JSON.`);
  }
  if (encoded === undefined) bad(`\`${name}\` must be JSON.`);
  if (new TextEncoder().encode(encoded).length > maxBytes) {
    bad(`\`${name}\` must be at most ${maxBytes} bytes as JSON.`);
  }
  return JSON.parse(encoded);
}

function httpsUrl(value: unknown): string {
  const url = text(value, 'url', URL_MAX);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    bad('`url` must be an absolute URL.');
  }
  if (parsed.protocol !== 'https:') bad('`url` must be an https URL.');
  return parsed.href;
}

const none = (params: unknown): Record<string, never> => {
  fields(params);
  return {};
};

/**
 * Reads and checks each method's parameters: what the app passes on is always the documented
 * shape (values as JSON within their limits); anything else is refused with `bad_params`.
 */
export const PARAM_CHECKS: { [M in BridgeMethod]: (params: unknown) => MethodParams<M> } = {
  'context.get': none,
  'frame.resize': (params) => {
    const height = fields(params)['height'];
    if (typeof height !== 'number' || !Number.isFinite(height)) bad('`height` must be a number.');
    return { height };
  },
  'frame.close': none,
  'message.get': none,
  'members.list': none,
  'message.send': (params) => {
    const given = fields(params);
    const type = given['type'];
    if (typeof type !== 'string' || !MESSAGE_TYPE.test(type)) {
      bad('`type` must be one of the message types the manifest declares.');
    }
    return {
      type,
      payload: json(given['payload'] ?? null, 'payload', PLUGIN_PAYLOAD_MAX_BYTES),
      fallback: text(given['fallback'], 'fallback', PLUGIN_FALLBACK_MAX),
    };
  },
  'storage.get': (params) => ({ key: key(fields(params)['key']) }),
  'storage.set': (params) => {
    const given = fields(params);
    return {
      key: key(given['key']),
      value: json(given['value'], 'value', PLUGIN_STORAGE_VALUE_MAX_BYTES),
    };
  },
  'storage.remove': (params) => ({ key: key(fields(params)['key']) }),
  'storage.keys': none,
  'state.list': none,
  'state.set': (params) => {
    const given = fields(params);
    return {
      key: key(given['key']),
      value: json(given['value'], 'value', PLUGIN_STATE_VALUE_MAX_BYTES),
      own: flag(given['own'], 'own'),
    };
  },
  'state.remove': (params) => {
    const given = fields(params);
    return { key: key(given['key']), own: flag(given['own'], 'own') };
  },
  notify: (params) => {
    const given = fields(params);
    return {
      title: text(given['title'], 'title', NOTIFY_TITLE_MAX),
      body: text(given['body'], 'body', NOTIFY_BODY_MAX, false),
    };
  },
  'network.log': (params) => {
    const given = fields(params);
    const method = given['method'];
    if (typeof method !== 'string' || !HTTP_METHOD.test(method)) {
      bad('`method` must be an HTTP method.');
    }
    return { url: httpsUrl(given['url']), method: method.toUpperCase() };
  },
};
