import type { CollectionModel } from '@hearth/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_EDITOR_MAX_SIZE } from '../collections/fields/field-editor.js';
import { DEFAULT_FILE_MAX_SIZE } from '../collections/fields/field-file.js';
import { DEFAULT_JSON_MAX_SIZE } from '../collections/fields/field-json.js';
import type { HttpEnv } from './http-env.js';

/** PocketBase's default request body limit: 32 MiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * Sets the body limit `readBody` enforces for this request (413 beyond it, checked on the bytes
 * actually received, not just the declared length). Routes that need another limit set their own.
 */
export function limitBody(limitOf: (c: Context<HttpEnv>) => number): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    c.set('bodyLimit', limitOf(c));
    await next();
  };
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
