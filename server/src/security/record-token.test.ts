import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
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
