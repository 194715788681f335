import { describe, expect, it } from 'vitest';
import { lastSeenOf } from './last-seen';
import type { ConsoleSession, ConsoleUser } from './user-records';
import { suspensionOf } from './user-records';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const user = (patch: Partial<ConsoleUser>): ConsoleUser => ({
  id: 'u1',
  collectionId: 'c',
  collectionName: 'users',
  email: 'ann@example.com',
  nickname: 'Ann',
  avatar: '',
  verified: false,
  language: 'en',
  created: '2026-01-01 00:00:00.000Z',
  lastSeen: '',
  ...patch,
});
const session = (lastActive: string) => ({ lastActive }) as ConsoleSession; // note: only `lastActive` is read.

describe('suspensionOf', () => {
  it.each([
    ['no date', '', { kind: 'none' }],
    ['a date gone by', '2026-03-01 00:00:00.000Z', { kind: 'none' }],
    [
      'a date ahead',
      '2026-03-17 12:00:00.000Z',
      { kind: 'until', until: new Date('2026-03-17T12:00:00Z') },
    ],
    ['year 9999', '9999-12-31 23:59:59.999Z', { kind: 'forever' }],
  ])('%s', (_name, suspendedUntil, expected) => {
    expect(suspensionOf(user({ suspendedUntil, suspensionReason: 'Spam.' }), NOW)).toMatchObject(
      expected,
    );
  });
});

describe('lastSeenOf', () => {
  it('takes the newest session activity when it is later than going offline', () => {
    const overview = {
      user: user({ lastSeen: '2026-03-09 08:00:00.000Z' }),
      sessions: [session('2026-03-08 10:00:00.000Z'), session('2026-03-10 09:00:00.000Z')],
      friends: 0,
      chats: 0,
    };
    expect(lastSeenOf(overview)).toEqual({
      date: new Date('2026-03-10T09:00:00Z'),
      source: 'session',
    });
  });

  it('takes going offline when it is later, and says nothing when neither is known', () => {
    const later = {
      user: user({ lastSeen: '2026-03-10 11:00:00.000Z' }),
      sessions: [session('')],
      friends: 0,
      chats: 0,
    };
    expect(lastSeenOf(later)).toEqual({
      date: new Date('2026-03-10T11:00:00Z'),
      source: 'presence',
    });
    expect(lastSeenOf({ ...later, user: user({}) })).toEqual({ date: null, source: null });
  });
});
