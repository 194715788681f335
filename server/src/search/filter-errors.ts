import { badRequest } from '../errors.js';
import { FilterError } from '../filter/filter-error.js';

/**
 * Runs a filter or sort compilation and turns a `FilterError` into PocketBase's plain 400
 * (default message, empty `data`), the way its `search.Provider` answers a bad `?filter=` or
 * `?sort=`. The `FilterError` stays the logged cause, so the reason is never sent but is never
 * lost. Every other error (a 403 for a superusers-only name) passes through unchanged.
 */
export function asBadRequest<T>(compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    if (error instanceof FilterError) throw badRequest(undefined, {}, error);
    throw error;
  }
}
