import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * What starts a value this cipher wrote. A secret stored in plain text never starts with it in
 * practice, and the prefix lets the server tell an encrypted store from a plain one without
 * the key, so that a missing key stops the server instead of reading ciphertext as a password.
 */
const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a stored secret cannot be read back: no key, or not the key that sealed it. */
export class SecretKeyError extends Error {
  override readonly name = 'SecretKeyError';
}

/** `error` restated for an operator: what could not be read, and how to start the server. */
export function unreadableSecretsError(what: string, error: unknown): Error {
  if (!(error instanceof SecretKeyError)) {
    return error instanceof Error ? error : new Error(String(error));
  }
  return new SecretKeyError(
    `Cannot read ${what}: ${error.message}. Start the server with --encryptionEnv NAME, where ` +
      'the variable NAME holds the key they were stored with.',
    { cause: error },
  );
}

/**
 * Encrypts secrets at rest with AES-256-GCM (PocketBase's `--encryptionEnv`): the key is 32
 * characters, used as its 32 UTF-8 bytes; each value gets a fresh random nonce, and the GCM tag
 * makes a wrong key fail loudly rather than decrypt to garbage. A previous key, during a key
 * rotation, still decrypts; only the current key encrypts.
 */
export class SecretCipher {
  private readonly key: Buffer;
  private readonly previousKey: Buffer | null;

  constructor(key: string, previousKey?: string) {
    this.key = keyBytes(key);
    this.previousKey = previousKey === undefined ? null : keyBytes(previousKey);
  }

  /** `PREFIX` + base64(nonce ‖ ciphertext ‖ tag). */
  encrypt(plain: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return PREFIX + Buffer.concat([nonce, body]).toString('base64');
  }

  /** Reads a value `encrypt` wrote; throws `SecretKeyError` if neither key wrote it. */
  decrypt(sealed: string): string {
    const plain =
      decryptWith(this.key, sealed) ??
      (this.previousKey ? decryptWith(this.previousKey, sealed) : null);
    if (plain === null) {
      throw new SecretKeyError('the encryption key is not the one these secrets were stored with');
    }
    return plain;
  }

  /**
   * Tells whether a stored value should be written again: a secret in plain text, or one the
   * previous key encrypted.
   */
  needsSealing(stored: string): boolean {
    if (stored === '') return false;
    return !isSealed(stored) || decryptWith(this.key, stored) === null;
  }
}

function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length !== KEY_BYTES) {
    throw new Error(
      `The encryption key must be ${KEY_BYTES} characters (e.g. from "openssl rand -hex 16"), got ${bytes.length}.`,
    );
  }
  return bytes;
}

/** The plain text, or `null` when `key` did not encrypt this value (or it was altered). */
function decryptWith(key: Buffer, sealed: string): string | null {
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  if (raw.length < NONCE_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  try {
    const body = raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Tells whether a stored value was written by a `SecretCipher`. */
export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The value to store: encrypted when there is a cipher and something to hide. */
export function sealSecret(value: string, cipher: SecretCipher | null): string {
  return cipher && value !== '' ? cipher.encrypt(value) : value;
}

/**
 * The stored value read back. An encrypted value without a cipher throws: the server must not
 * run with ciphertext for a password, nor with the secret silently emptied.
 */
export function openSecret(stored: string, cipher: SecretCipher | null): string {
  if (!isSealed(stored)) return stored;
  if (!cipher) {
    throw new SecretKeyError('the secrets are encrypted and no encryption key was given');
  }
  return cipher.decrypt(stored);
}
