import type { CollectionModel } from '@hearth/shared';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_EDITOR_MAX_SIZE } from '../collections/fields/field-editor.js';
import { DEFAULT_FILE_MAX_SIZE } from '../collections/fields/field-file.js';
import { DEFAULT_JSON_MAX_SIZE } from '../collections/fields/field-json.js';
import { tooLarge } from '../errors.js';

/** PocketBase's default request body limit: 32 MiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Rejects bodies above `maxBytes` with PocketBase's 413, checking the stream, not just the header. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
}

/** Applies a limit computed from the request (e.g. from its collection's fields). */
export function dynamicBodyLimit(limitOf: (c: Context) => number): MiddlewareHandler {
  return (c: Context, next: Next) => limitBody(limitOf(c))(c, next);
}

/**
 * A record write's limit: the default plus every field's own budget (files: maxSize × maxSelect;
 * json and editor: maxSize), as PocketBase computes it.
 */
export function recordBodyLimit(collection: CollectionModel | undefined): number {
  let limit = DEFAULT_BODY_LIMIT_BYTES;
  for (const field of collection?.fields ?? []) {
    if (field.type === 'file') {
      limit += (field.maxSize || DEFAULT_FILE_MAX_SIZE) * Math.max(field.maxSelect ?? 1, 1);
    } else if (field.type === 'json') {
      limit += field.maxSize || DEFAULT_JSON_MAX_SIZE;
    } else if (field.type === 'editor') {
      limit += field.maxSize || DEFAULT_EDITOR_MAX_SIZE;
    }
  }
  return limit;
}
