const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/**
 * A fresh message `clientId`: 22 characters of `[A-Za-z0-9_-]` (132 random bits). Uses
 * `getRandomValues`, which, unlike `randomUUID`, also works on a server reached over plain http.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
