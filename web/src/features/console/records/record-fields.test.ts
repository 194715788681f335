import { describe, expect, it } from 'vitest';
import type { CollectionField, CollectionModel } from '@/shared/lib/pb';
import { expandParameter, recordColumns } from './record-fields';

function field(
  name: string,
  type: string,
  options: Partial<CollectionField> = {},
): CollectionField {
  return { id: name, name, type, system: false, hidden: false, presentable: false, ...options };
}

const users = {
  id: 'u',
  name: 'users',
  type: 'auth',
  fields: [
    field('id', 'text'),
    field('password', 'password', { hidden: true }),
    field('tokenKey', 'text', { hidden: true }),
    field('email', 'email'),
    field('created', 'autodate'),
    field('nickname', 'text', { presentable: true }),
    field('team', 'relation'),
    field('updated', 'autodate'),
    field('suspensionReason', 'text', { hidden: true }),
  ],
} as unknown as CollectionModel; // note: only the fields matter here.

describe('the table columns', () => {
  it('put presentable fields first, then the id, the rest, and the timestamps; never secrets', () => {
    expect(recordColumns(users).map((f) => f.name)).toEqual([
      'nickname',
      'id',
      'email',
      'team',
      'suspensionReason',
      'created',
      'updated',
    ]);
  });

  it('expand the relation fields', () => {
    expect(expandParameter(users.fields)).toBe('team');
    expect(expandParameter([])).toBe('');
  });
});
