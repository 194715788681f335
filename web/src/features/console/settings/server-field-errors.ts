import { isSdkError } from '@/shared/lib/api-error';
import type { FieldError } from '@/shared/lib/api-error';

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/**
 * The field errors of a settings answer flattened by path (`smtp.host`,
 * `rateLimits.rules.0.label`): the server nests them as the settings are nested.
 */
export function serverFieldErrors(error: unknown): Record<string, FieldError> {
  if (!isSdkError(error)) return {};
  const found: Record<string, FieldError> = {};
  const walk = (value: unknown, path: string) => {
    if (isFieldError(value)) {
      found[path] = value;
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, nested] of Object.entries(value)) walk(nested, path ? `${path}.${key}` : key);
  };
  walk(error.response['data'], '');
  return found;
}
