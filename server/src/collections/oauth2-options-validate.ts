import type { FieldErrorBody } from '@hearth/shared';
import { fieldError, type FieldErrors } from '../errors.js';
import { findProviderKind } from '../oauth2/oauth2-providers.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/** Record fields a provider value must never be mapped into. */
const UNMAPPABLE_FIELDS = new Set(['password', 'tokenKey', 'email', 'emailVisibility', 'verified']);
const MAPPED_KEYS = ['id', 'name', 'username', 'avatarURL'] as const;
const URL_KEYS = ['authURL', 'tokenURL', 'userInfoURL'] as const;
const TEXT_KEYS = ['name', 'clientId', 'clientSecret', 'displayName', ...URL_KEYS] as const;
const MAX_PROVIDERS = 50;
const MAX_TEXT_LENGTH = 2000;
const SUPERUSERS = '_superusers';

/**
 * Validates an auth collection's `oauth2` options; returns the errors for `data.oauth2`
 * (nested, or one item when the options are not an object), or null when valid. The shape is
 * always checked, so nothing malformed is stored. As PocketBase, the providers' contents
 * (known name, no duplicates, client id and secret) are checked only while OAuth2 is enabled;
 * Hearth also requires the endpoints of the generic OpenID Connect kinds then, and refuses
 * enabling OAuth2 on `_superusers`.
 */
export function validateOAuth2Options(
  collectionName: string,
  value: unknown,
): FieldErrors | FieldErrorBody | null {
  if (!isPlainObject(value)) return invalid();
  const errors: FieldErrors = {};
  const enabled = value['enabled'];
  if (typeof enabled !== 'boolean') errors['enabled'] = invalid();
  else if (enabled && collectionName === SUPERUSERS) {
    errors['enabled'] = fieldError(
      'validation_in_invalid',
      'Superusers cannot authenticate with OAuth2.',
    );
  }
  const mapped = mappedFieldErrors(value['mappedFields']);
  if (mapped) errors['mappedFields'] = mapped;
  const providers = providersErrors(value['providers'], enabled === true);
  if (providers) errors['providers'] = providers;
  return Object.keys(errors).length > 0 ? errors : null;
}

function mappedFieldErrors(value: unknown): FieldErrors | FieldErrorBody | null {
  if (!isPlainObject(value)) return invalid();
  const errors: FieldErrors = {};
  for (const key of MAPPED_KEYS) {
    const target = value[key] ?? '';
    if (typeof target !== 'string' || target.length > MAX_TEXT_LENGTH) errors[key] = invalid();
    else if (UNMAPPABLE_FIELDS.has(target)) {
      errors[key] = fieldError('validation_in_invalid', 'This field cannot be mapped.');
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function providersErrors(value: unknown, enabled: boolean): FieldErrors | FieldErrorBody | null {
  if (!Array.isArray(value) || value.length > MAX_PROVIDERS) return invalid();
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  value.forEach((provider: unknown, index) => {
    const problems = providerErrors(provider, enabled, seen);
    if (problems) errors[String(index)] = problems;
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

function providerErrors(
  value: unknown,
  enabled: boolean,
  seen: Set<string>,
): FieldErrors | FieldErrorBody | null {
  if (!isPlainObject(value)) return invalid();
  const errors: FieldErrors = {};
  for (const key of TEXT_KEYS) {
    const text = value[key] ?? '';
    if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) errors[key] = invalid();
  }
  for (const key of URL_KEYS) {
    if (!errors[key] && !isHttpUrlOrEmpty(value[key])) errors[key] = notUrl();
  }
  if (value['pkce'] !== undefined && value['pkce'] !== null && typeof value['pkce'] !== 'boolean') {
    errors['pkce'] = invalid();
  }
  const extra = extraErrors(value['extra']);
  if (extra) errors['extra'] = extra;
  if (enabled) Object.assign(errors, enabledProviderErrors(value, errors, seen));
  return Object.keys(errors).length > 0 ? errors : null;
}

/** What an enabled collection's provider needs beyond a valid shape. */
function enabledProviderErrors(
  value: Record<string, unknown>,
  shapeErrors: FieldErrors,
  seen: Set<string>,
): FieldErrors {
  const errors: FieldErrors = {};
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  const name = text('name');
  const kind = findProviderKind(name);
  if (name === '') errors['name'] = blank();
  else if (!kind) {
    errors['name'] = fieldError(
      'validation_missing_provider',
      `Invalid or missing provider with name ${name}.`,
      { name },
    );
  } else if (seen.has(name)) {
    errors['name'] = fieldError(
      'validation_duplicated_provider',
      `The provider ${name} is already registered.`,
      { name },
    );
  }
  seen.add(name);
  for (const key of ['clientId', 'clientSecret']) {
    if (!shapeErrors[key] && text(key) === '') errors[key] = blank();
  }
  if (kind?.needsEndpoints) {
    for (const key of ['authURL', 'tokenURL']) {
      if (!shapeErrors[key] && text(key) === '') errors[key] = blank();
    }
  }
  return errors;
}

function extraErrors(value: unknown): FieldErrors | FieldErrorBody | null {
  if (value === undefined || value === null) return null;
  if (!isPlainObject(value)) return invalid();
  const errors: FieldErrors = {};
  if (!isHttpUrlOrEmpty(value['jwksURL'])) errors['jwksURL'] = notUrl();
  const issuers = value['issuers'];
  if (
    issuers !== undefined &&
    issuers !== null &&
    !(Array.isArray(issuers) && issuers.every((item) => typeof item === 'string'))
  ) {
    errors['issuers'] = invalid();
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function isHttpUrlOrEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function invalid(): FieldErrorBody {
  return fieldError('validation_invalid_value', 'Invalid value.');
}

function blank(): FieldErrorBody {
  return fieldError('validation_required', 'Cannot be blank.');
}

function notUrl(): FieldErrorBody {
  return fieldError('validation_is_url', 'Must be a valid URL.');
}
