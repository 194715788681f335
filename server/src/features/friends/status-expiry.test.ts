import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.js';
import { RealtimeProbe, recordEvent } from '../../test/realtime-probe.js';
import { befriend, people, person, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { clearExpiredStatuses, STATUS_EXPIRY_JOB } from './status-expiry.js';

/** The custom status expiry job (docs/social-data-model.md, `users.statusExpires`). */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

const minutesFromNow = (minutes: number) => formatDate(new Date(Date.now() + minutes * 60_000));

/** Sets a user's custom status, as they would. */
const setStatus = (p: Person, statusExpires: string) =>
  p.pb
    .collection('users')
    .update(p.id, { statusText: `${p.nickname} status`, statusEmoji: '⏳', statusExpires });

/** A user's custom status as stored. */
const statusOf = async (p: Person) => {
  const record = await admin.collection('users').getOne(p.id);
  return [record['statusText'], record['statusEmoji'], record['statusExpires']];
};

describe('custom status expiry', () => {
  it('is a job that runs every minute', async () => {
    expect(await admin.crons.getFullList()).toContainEqual({
      id: 'hearthStatusExpiry',
      expression: '* * * * *',
    });
  });

  it('clears expired statuses and tells friends over realtime; a current status stays', async () => {
    const { gone, stays, friend } = await people(server, ['gone', 'stays', 'friend']);
    await befriend(gone, friend);
    const probe = await RealtimeProbe.open(server, friend.pb);
    await probe.subscribe('users/*');
    const later = minutesFromNow(30);
    await setStatus(gone, minutesFromNow(-1));
    await setStatus(stays, later);
    expect(await server.app.crons.runNow(STATUS_EXPIRY_JOB.id)).toBe(true);
    expect(await statusOf(gone)).toEqual(['', '', '']);
    expect(await statusOf(stays)).toEqual(['stays status', '⏳', later]);
    // The friend hears the status set, then cleared (by this run, or the schedule's if it came first).
    const events = (await probe.drain()).map((event) => recordEvent(event));
    expect(
      events.map(({ action, record }) => [action, record['id'], record['statusText']]),
    ).toEqual([
      ['update', gone.id, 'gone status'],
      ['update', gone.id, ''],
    ]);
  });

  // These run the clearing as of a later time, on statuses that expire in the future, so the
  // job on its real schedule never clears them first; each stays short of the 30 minutes above.
  it('clears the oldest expiries first, at most a batch per run', async () => {
    // Created in the opposite order of their expiries, so the table's order is not the answer.
    const third = await person(server, 'third');
    const second = await person(server, 'second');
    const first = await person(server, 'first');
    await setStatus(third, minutesFromNow(7));
    await setStatus(second, minutesFromNow(6));
    await setStatus(first, minutesFromNow(5));
    const runAt = new Date(Date.now() + 8 * 60_000);
    expect(await clearExpiredStatuses(server.app, runAt, 2)).toBe(2);
    expect((await statusOf(first))[0]).toBe('');
    expect((await statusOf(second))[0]).toBe('');
    expect((await statusOf(third))[0]).toBe('third status');
    expect(await clearExpiredStatuses(server.app, runAt, 2)).toBe(1);
    expect((await statusOf(third))[0]).toBe('');
    expect(await clearExpiredStatuses(server.app, runAt, 2)).toBe(0);
  });

  it('leaves a status that expires after the run', async () => {
    const { soon } = await people(server, ['soon']);
    const expires = minutesFromNow(20);
    await setStatus(soon, expires);
    expect(await clearExpiredStatuses(server.app, new Date(Date.now() + 15 * 60_000))).toBe(0);
    expect(await statusOf(soon)).toEqual(['soon status', '⏳', expires]);
    expect(await clearExpiredStatuses(server.app, new Date(Date.now() + 25 * 60_000))).toBe(1);
    expect(await statusOf(soon)).toEqual(['', '', '']);
  });
});
