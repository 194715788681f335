import { isPlainObject } from '../lib/is-plain-object.js';
import {
  openSecret,
  sealSecret,
  unreadableSecretsError,
  type SecretCipher,
} from '../lib/secret-cipher.js';

/**
 * The OAuth2 client secrets of an auth collection's stored options (`oauth2.providers[]`),
 * encrypted at rest when the server has an encryption key (PB compat: PocketBase's key covers
 * only its settings, and leaves these in plain text). The options are left as they are
 * otherwise; the in-memory models always hold the plain secret.
 */
export function sealOAuth2Secrets(
  options: Record<string, unknown>,
  cipher: SecretCipher | null,
): Record<string, unknown> {
  if (!cipher) return options;
  return mapClientSecrets(options, (secret) => sealSecret(secret, cipher));
}

/** The stored options with their client secrets decrypted; throws what `openSecret` throws. */
export function openOAuth2Secrets(
  options: Record<string, unknown>,
  cipher: SecretCipher | null,
  collectionName: string,
): Record<string, unknown> {
  return mapClientSecrets(options, (secret) => {
    try {
      return openSecret(secret, cipher);
    } catch (error) {
      throw unreadableSecretsError(
        `the OAuth2 client secrets of the "${collectionName}" collection`,
        error,
      );
    }
  });
}

/**
 * Tells whether any client secret in the stored options should be written again with the
 * current key (plain text, or a previous key's).
 */
export function hasStaleOAuth2Secrets(options: unknown, cipher: SecretCipher): boolean {
  if (!isPlainObject(options)) return false;
  let stale = false;
  mapClientSecrets(options, (secret) => {
    stale ||= cipher.needsSealing(secret);
    return secret;
  });
  return stale;
}

function mapClientSecrets(
  options: Record<string, unknown>,
  map: (secret: string) => string,
): Record<string, unknown> {
  const oauth2 = options['oauth2'];
  if (!isPlainObject(oauth2) || !Array.isArray(oauth2['providers'])) return options;
  const providers: unknown[] = oauth2['providers'];
  return {
    ...options,
    oauth2: {
      ...oauth2,
      providers: providers.map((provider) =>
        isPlainObject(provider) && typeof provider['clientSecret'] === 'string'
          ? { ...provider, clientSecret: map(provider['clientSecret']) }
          : provider,
      ),
    },
  };
}
