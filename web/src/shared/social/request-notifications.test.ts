import { describe, expect, it } from 'vitest';
import { personRecord } from '@/testing/session';
import { requestNews } from './request-notifications';
import type { FriendshipRecord } from './social-records';

const record = (status: FriendshipRecord['status'], requester: string, addressee: string) => ({
  id: 'f1',
  requester,
  addressee,
  status,
  created: '',
  updated: '',
  expand: { requester: personRecord(requester, 'Ann'), addressee: personRecord(addressee, 'Bob') },
});

describe('requestNews', () => {
  it('announces a request that arrives', () => {
    expect(requestNews({ action: 'create', record: record('pending', 'ann', 'me') }, 'me')).toEqual(
      {
        key: 'friends.notify.requestReceived',
        name: 'Ann',
      },
    );
  });

  it('announces that a request of mine was accepted', () => {
    expect(
      requestNews({ action: 'update', record: record('accepted', 'me', 'bob') }, 'me'),
    ).toEqual({
      key: 'friends.notify.requestAccepted',
      name: 'Bob',
    });
  });

  it('keeps quiet about my own doing and about endings', () => {
    expect(
      requestNews({ action: 'create', record: record('pending', 'me', 'bob') }, 'me'),
    ).toBeNull();
    expect(
      requestNews({ action: 'update', record: record('accepted', 'ann', 'me') }, 'me'),
    ).toBeNull();
    expect(
      requestNews({ action: 'delete', record: record('pending', 'ann', 'me') }, 'me'),
    ).toBeNull();
  });
});
