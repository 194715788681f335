import { describe, expect, it } from 'vitest';
import { userRecord } from '@/testing/records';
import { savedStatus, statusChanges } from './status-values';

const now = new Date(Date.UTC(2024, 4, 15, 12, 0));

describe('savedStatus', () => {
  it('keeps a stored expiry still to come', () => {
    const saved = savedStatus(
      userRecord({
        statusEmoji: '🍵',
        statusText: 'Tea',
        statusExpires: '2024-05-15 13:00:00.000Z',
      }),
      now,
    );
    expect(saved.values).toEqual({ statusEmoji: '🍵', statusText: 'Tea', expiry: 'keep' });
    expect(saved.expiresAt?.getTime()).toBe(Date.UTC(2024, 4, 15, 13, 0));
    expect(saved.isSet).toBe(true);
  });

  it('counts a status whose expiry has passed as none', () => {
    const saved = savedStatus(
      userRecord({ statusText: 'Tea', statusExpires: '2024-05-15 11:59:00.000Z' }),
      now,
    );
    expect(saved.values).toEqual({ statusEmoji: '', statusText: '', expiry: 'never' });
    expect(saved.isSet).toBe(false);
  });
});

describe('statusChanges', () => {
  const saved = savedStatus(
    userRecord({ statusText: 'Tea', statusExpires: '2024-05-15 13:00:00.000Z' }),
    now,
  );

  it('sends the stored expiry back when it is kept, trimmed text with it', () => {
    expect(
      statusChanges({ statusEmoji: ' ', statusText: ' Tea ', expiry: 'keep' }, saved, now),
    ).toEqual({ statusEmoji: '', statusText: 'Tea', statusExpires: '2024-05-15 13:00:00.000Z' });
  });

  it('computes a new expiry from the choice, or none', () => {
    const values = { statusEmoji: '🍵', statusText: 'Tea' };
    expect(statusChanges({ ...values, expiry: 'oneHour' }, saved, now).statusExpires).toBe(
      '2024-05-15T13:00:00.000Z',
    );
    expect(statusChanges({ ...values, expiry: 'never' }, saved, now).statusExpires).toBe('');
  });

  it('clears the expiry with an empty status', () => {
    expect(
      statusChanges({ statusEmoji: '', statusText: '  ', expiry: 'oneHour' }, saved, now),
    ).toEqual({ statusEmoji: '', statusText: '', statusExpires: '' });
  });
});
