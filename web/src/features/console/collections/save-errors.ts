import { ClientResponseError } from '@/shared/lib/pb';

/**
 * The messages of a failed save's field errors, by path: top-level ones by key (`name`,
 * `listRule`…), nested ones joined with dots (`fields.3.name`, `indexes.0`), so each shows beside
 * the field, index or rule it concerns.
 */
export function saveErrorsOf(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ClientResponseError)) return {};
  const data = (error.response as { data?: Record<string, unknown> }).data ?? {};
  const errors: Partial<Record<string, string>> = {};
  collect(data, '', errors);
  return errors;
}

function collect(node: unknown, path: string, into: Partial<Record<string, string>>): void {
  if (typeof node !== 'object' || node === null) return;
  const message = (node as { message?: unknown }).message;
  if (typeof message === 'string' && path !== '') {
    into[path] = message;
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    collect(value, path === '' ? key : `${path}.${key}`, into);
  }
}
