import type { Context } from 'hono';
import { badRequest, MESSAGES } from '../errors.js';
import type { HttpEnv } from './http-env.js';
import { readRawBody } from './raw-body.js';
import type { RecordInput, UploadedFile } from '../records/record-input.js';
import { isPlainObject } from '../lib/is-plain-object.js';
import { isJsonTextTooDeep } from '../forms/json-depth.js';

/** The key whose JSON value is merged over multipart form values (the SDK relies on it). */
export const JSON_PAYLOAD_KEY = '@jsonPayload';
const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;

/**
 * Reads a request body as PocketBase does: JSON, multipart (values type-inferred, repeated keys
 * as lists, `@jsonPayload` merged, files kept apart) or urlencoded. An empty body is `{}`; a
 * malformed body or an unsupported content type is a 400.
 */
export async function readBody(c: Context<HttpEnv>): Promise<RecordInput> {
  const raw = await readRawBody(c);
  if (raw.byteLength === 0) return { data: {}, files: {} };
  const contentType =
    (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType === 'application/json' || contentType.endsWith('+json')) {
    return { data: parseJsonObject(new TextDecoder().decode(raw)), files: {} };
  }
  if (
    contentType === 'multipart/form-data' ||
    contentType === 'application/x-www-form-urlencoded'
  ) {
    return readForm(c, raw);
  }
  throw badRequest(MESSAGES.unsupportedContentType);
}

/** Reads a JSON body that must be an object (empty ⇒ `{}`). */
export async function readJsonObject(c: Context<HttpEnv>): Promise<Record<string, unknown>> {
  return (await readBody(c)).data;
}

/**
 * A JSON object from a body or `@jsonPayload`. Nesting deeper than `MAX_JSON_DEPTH` is refused
 * here, once for every route, before any recursive code can see it.
 */
function parseJsonObject(text: string): Record<string, unknown> {
  if (isJsonTextTooDeep(text)) throw badRequest(MESSAGES.failedReadBody);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest(MESSAGES.failedReadBody, {}, error);
  }
  if (!isPlainObject(parsed)) throw badRequest(MESSAGES.failedReadBody);
  return parsed;
}

async function readForm(c: Context<HttpEnv>, raw: Uint8Array): Promise<RecordInput> {
  let form: FormData;
  try {
    form = await new Request('http://body.invalid', {
      method: 'POST',
      headers: { 'Content-Type': c.req.header('Content-Type') ?? '' },
      body: raw,
    }).formData();
  } catch (error) {
    throw badRequest(MESSAGES.failedReadBody, {}, error);
  }
  const data: Record<string, unknown> = {};
  const files: Record<string, UploadedFile[]> = {};
  const payloads: string[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      if (key === JSON_PAYLOAD_KEY) payloads.push(value);
      else addValue(data, key, inferType(value));
      continue;
    }
    (files[key] ??= []).push({
      name: value.name,
      type: value.type,
      data: new Uint8Array(await value.arrayBuffer()),
    });
  }
  for (const payload of payloads) Object.assign(data, parseJsonObject(payload));
  return { data, files };
}

function addValue(data: Record<string, unknown>, key: string, value: unknown): void {
  if (!(key in data)) {
    data[key] = value;
    return;
  }
  const existing = data[key];
  data[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/**
 * Multipart values are text; PocketBase infers booleans and canonical numbers.
 * `"true"` ⇒ `true`; `"12"` ⇒ `12`; `"-1.5"` ⇒ `-1.5`; `"01"` ⇒ `"01"`; `"1e3"` ⇒ `"1e3"`
 */
export function inferType(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (CANONICAL_NUMBER.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number) || !Number.isInteger(number)) return number;
  }
  return value;
}
