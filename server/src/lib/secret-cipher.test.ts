import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, SecretCipher, SecretKeyError, sealSecret } from './secret-cipher.js';

const KEY = '0123456789abcdef0123456789abcdef';
const OTHER_KEY = 'fedcba9876543210fedcba9876543210';

describe('SecretCipher', () => {
  it('reads back what it wrote, with a fresh nonce each time', () => {
    const cipher = new SecretCipher(KEY);
    const first = cipher.encrypt('hunter2 — 密码');
    const second = cipher.encrypt('hunter2 — 密码');
    expect(first).not.toBe(second);
    expect(first).not.toContain('hunter2');
    expect(isSealed(first)).toBe(true);
    expect(cipher.decrypt(first)).toBe('hunter2 — 密码');
    expect(cipher.decrypt(second)).toBe('hunter2 — 密码');
  });

  it('refuses a value sealed with another key, or altered', () => {
    const sealed = new SecretCipher(OTHER_KEY).encrypt('secret');
    expect(() => new SecretCipher(KEY).decrypt(sealed)).toThrow(SecretKeyError);
    const cipher = new SecretCipher(KEY);
    const own = cipher.encrypt('secret');
    const raw = Buffer.from(own.slice('enc:v1:'.length), 'base64');
    raw[raw.length - 20] = (raw[raw.length - 20] ?? 0) ^ 1;
    expect(() => cipher.decrypt(`enc:v1:${raw.toString('base64')}`)).toThrow(SecretKeyError);
    expect(() => cipher.decrypt('enc:v1:AAAA')).toThrow(SecretKeyError);
  });

  it('decrypts with a previous key during a rotation, and tells what to encrypt again', () => {
    const old = new SecretCipher(OTHER_KEY).encrypt('secret');
    const rotating = new SecretCipher(KEY, OTHER_KEY);
    expect(rotating.decrypt(old)).toBe('secret');
    expect(rotating.needsSealing(old)).toBe(true);
    expect(rotating.needsSealing('plain')).toBe(true);
    expect(rotating.needsSealing('')).toBe(false);
    const current = rotating.encrypt('secret');
    expect(rotating.needsSealing(current)).toBe(false);
    expect(new SecretCipher(KEY).decrypt(current)).toBe('secret');
    expect(() => new SecretCipher(OTHER_KEY).decrypt(current)).toThrow(SecretKeyError);
  });

  it.each([[''], ['short'], [`${KEY}x`], ['é'.repeat(31)]])(
    'takes only a 32-byte key (%j)',
    (key) => {
      expect(() => new SecretCipher(key)).toThrow(/32 characters/);
    },
  );

  it('leaves empty values and plain stores alone without a key, and refuses sealed ones', () => {
    const cipher = new SecretCipher(KEY);
    expect(sealSecret('', cipher)).toBe('');
    expect(sealSecret('plain', null)).toBe('plain');
    const sealed = sealSecret('plain', cipher);
    expect(openSecret('plain', null)).toBe('plain');
    expect(openSecret('plain', cipher)).toBe('plain');
    expect(openSecret(sealed, cipher)).toBe('plain');
    expect(() => openSecret(sealed, null)).toThrow(SecretKeyError);
  });
});
