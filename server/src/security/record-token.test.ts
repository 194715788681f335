import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import { createHmac } from 'node:crypto';
import { SignJWT, type JWTHeaderParameters } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordValues } from '../request-info.js';
import { signRecordToken, verifyRecordToken } from './record-token.js';

// note: token signing reads only the id and the token settings of the collection.
const users = {
  id: 'users_id',
  type: 'auth',
  authToken: { secret: 'a secret of the users collection', duration: 60 },
} as unknown as AuthCollectionModel;

function lookupOf(record: RecordValues) {
  return {
    findCollection: (id: string): CollectionModel | undefined =>
      id === users.id ? users : undefined,
    findRecord: () => Promise.resolve(record),
  };
}

describe('verifyRecordToken', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token again and again while its key stands', async () => {
    const record = { id: 'u1', tokenKey: 'key-1' };
    const token = await signRecordToken(users, record, 'auth');
    for (let i = 0; i < 3; i++) {
      const verified = await verifyRecordToken(token, 'auth', lookupOf(record));
      expect(verified?.claims.id).toBe('u1');
    }
  });

  it('refuses a token verified before once the record has a new token key', async () => {
    const record = { id: 'u1', tokenKey: 'key-1' };
    const token = await signRecordToken(users, record, 'auth');
    expect(await verifyRecordToken(token, 'auth', lookupOf(record))).not.toBeNull();
    const changed = { ...record, tokenKey: 'key-2' };
    expect(await verifyRecordToken(token, 'auth', lookupOf(changed))).toBeNull();
  });

  it('refuses a token verified before once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const record = { id: 'u1', tokenKey: 'key-1' };
    const token = await signRecordToken(users, record, 'auth');
    expect(await verifyRecordToken(token, 'auth', lookupOf(record))).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect(await verifyRecordToken(token, 'auth', lookupOf(record))).toBeNull();
  });

  it('refuses a token whose signature does not match, however often it is shown', async () => {
    const record = { id: 'u1', tokenKey: 'key-1' };
    const token = await signRecordToken(users, record, 'auth');
    const forged = `${token.slice(0, -4)}AAAA`;
    for (let i = 0; i < 2; i++) {
      expect(await verifyRecordToken(forged, 'auth', lookupOf(record))).toBeNull();
    }
  });
});

describe('record tokens and other JWT implementations', () => {
  afterEach(() => vi.useRealTimers());

  const record = { id: 'u1', tokenKey: 'key-1' };
  const key = new TextEncoder().encode(`key-1${users.authToken.secret ?? ''}`);
  const exp = () => Math.floor(Date.now() / 1000) + 60;

  /** A token with the claims Hearth signs, signed by jose with the given header. */
  function joseToken(header: JWTHeaderParameters, claims: Record<string, unknown> = {}) {
    return new SignJWT({ id: 'u1', type: 'auth', collectionId: users.id, ...claims })
      .setProtectedHeader(header)
      .setExpirationTime(exp())
      .sign(key);
  }

  it('signs byte for byte what jose signs for the same claims', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const ours = await signRecordToken(users, record, 'auth', { sid: 's1' });
    const theirs = await joseToken({ alg: 'HS256', typ: 'JWT' }, { sid: 's1', refreshable: true });
    expect(ours).toBe(theirs);
  });

  it('accepts an HS256 token signed by jose', async () => {
    const token = await joseToken({ alg: 'HS256' });
    const verified = await verifyRecordToken(token, 'auth', lookupOf(record));
    expect(verified?.claims).toMatchObject({ id: 'u1', collectionId: users.id });
  });

  it('refuses a changed payload, HS512, alg none and a token without exp', async () => {
    const token = await signRecordToken(users, record, 'auth');
    const [header, payload, signature] = token.split('.');
    const claims: unknown = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = `${header}.${encode({ ...Object(claims), id: 'u2' })}.${signature}`;
    const hs512 = await joseToken({ alg: 'HS512', typ: 'JWT' });
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    // Right HS256 signatures under another `alg`: only the header check refuses these.
    const relabelled = ['none', 'HS512'].map((alg) => {
      const input = `${encode({ alg, typ: 'JWT' })}.${payload}`;
      return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
    });
    const withoutExp = await new SignJWT({ id: 'u1', type: 'auth', collectionId: users.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
    for (const bad of [tampered, hs512, none, ...relabelled, withoutExp]) {
      expect(await verifyRecordToken(bad, 'auth', lookupOf(record))).toBeNull();
    }
  });
});
