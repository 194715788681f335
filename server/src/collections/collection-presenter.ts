import type { CollectionModel } from '@hearth/shared';

/**
 * A collection as the API returns it: token secrets and OAuth2 client secrets are write-only
 * and never leave the server.
 */
export function presentCollection(collection: CollectionModel): Record<string, unknown> {
  if (collection.type !== 'auth') return { ...collection };
  const json: Record<string, unknown> = { ...collection };
  for (const key of [
    'authToken',
    'passwordResetToken',
    'emailChangeToken',
    'verificationToken',
    'fileToken',
  ] as const) {
    json[key] = { duration: collection[key].duration };
  }
  json['oauth2'] = {
    ...collection.oauth2,
    providers: collection.oauth2.providers.map(
      ({ clientSecret: _secret, ...provider }) => provider,
    ),
  };
  return json;
}
