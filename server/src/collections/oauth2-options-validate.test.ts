import { describe, expect, it } from 'vitest';
import { validateOAuth2Options } from './oauth2-options-validate.js';

const provider = { name: 'google', clientId: 'id', clientSecret: 'secret' };
const mappedFields = { id: '', name: '', username: '', avatarURL: '' };
const options = (overrides: Record<string, unknown>) => ({
  enabled: true,
  mappedFields,
  providers: [provider],
  ...overrides,
});

/** The error codes of a result, flattened to `path: code`. */
function codes(result: unknown, prefix = ''): Record<string, string> {
  if (result === null || typeof result !== 'object') return {};
  // note: the validator's result is plain nested objects; any object is read key by key.
  const item = result as Record<string, unknown>;
  if (typeof item['code'] === 'string') return { [prefix]: item['code'] };
  return Object.assign(
    {},
    ...Object.entries(item).map(([key, value]) => codes(value, prefix ? `${prefix}.${key}` : key)),
  );
}

describe('validateOAuth2Options', () => {
  it.each([
    ['a valid enabled configuration', 'users', options({}), {}],
    [
      'disabled with unchecked provider contents',
      'users',
      options({ enabled: false, providers: [{ name: 'nope' }] }),
      {},
    ],
    ['options that are not an object', 'users', 'yes', { '': 'validation_invalid_value' }],
    [
      'a non-boolean enabled',
      'users',
      options({ enabled: 'yes' }),
      { enabled: 'validation_invalid_value' },
    ],
    [
      'superusers enabling OAuth2',
      '_superusers',
      options({}),
      { enabled: 'validation_in_invalid' },
    ],
    ['superusers with OAuth2 off', '_superusers', options({ enabled: false }), {}],
    [
      'providers that are not a list',
      'users',
      options({ providers: {} }),
      { providers: 'validation_invalid_value' },
    ],
    [
      'a provider that is not an object',
      'users',
      options({ providers: ['google'] }),
      { 'providers.0': 'validation_invalid_value' },
    ],
    [
      'an unknown provider',
      'users',
      options({ providers: [{ ...provider, name: 'myspace' }] }),
      { 'providers.0.name': 'validation_missing_provider' },
    ],
    [
      'a duplicated provider',
      'users',
      options({ providers: [provider, provider] }),
      { 'providers.1.name': 'validation_duplicated_provider' },
    ],
    [
      'a missing client id and secret',
      'users',
      options({ providers: [{ name: 'github' }] }),
      {
        'providers.0.clientId': 'validation_required',
        'providers.0.clientSecret': 'validation_required',
      },
    ],
    [
      'OIDC without endpoints',
      'users',
      options({ providers: [{ ...provider, name: 'oidc' }] }),
      {
        'providers.0.authURL': 'validation_required',
        'providers.0.tokenURL': 'validation_required',
      },
    ],
    [
      'a non-http URL',
      'users',
      options({ providers: [{ ...provider, tokenURL: 'javascript:alert(1)' }] }),
      { 'providers.0.tokenURL': 'validation_is_url' },
    ],
    [
      'a non-string field',
      'users',
      options({ providers: [{ ...provider, clientId: 5 }] }),
      { 'providers.0.clientId': 'validation_invalid_value' },
    ],
    [
      'a non-boolean pkce',
      'users',
      options({ providers: [{ ...provider, pkce: 'on' }] }),
      { 'providers.0.pkce': 'validation_invalid_value' },
    ],
    [
      'bad extra options',
      'users',
      options({ providers: [{ ...provider, extra: { jwksURL: 'x', issuers: 'y' } }] }),
      {
        'providers.0.extra.jwksURL': 'validation_is_url',
        'providers.0.extra.issuers': 'validation_invalid_value',
      },
    ],
    [
      'a mapping into the password',
      'users',
      options({ mappedFields: { ...mappedFields, name: 'password' } }),
      { 'mappedFields.name': 'validation_in_invalid' },
    ],
    [
      'a non-string mapping',
      'users',
      options({ mappedFields: { ...mappedFields, id: 1 } }),
      { 'mappedFields.id': 'validation_invalid_value' },
    ],
  ])('%s', (_case, collection, value, expected) => {
    expect(codes(validateOAuth2Options(collection, value))).toEqual(expected);
  });
});
