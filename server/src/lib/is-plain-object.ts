/**
 * Tells whether a value is a non-array object: parsed JSON bodies, settings sections, options.
 * The guard lets callers read its keys without a cast.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
