import { SESSION_ACTIVITY_WRITE_INTERVAL_MS, SESSION_TOKEN_CLAIM } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { getTokenPayload } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.js';
import { accountsFeature } from '../accounts/accounts-feature.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../test/test-server.js';
import { pruneSessions } from './session-pruning.js';
import { createSessionsFeature } from './sessions-feature.js';

const START = Date.parse('2030-01-01T00:00:00Z');
let clock = START;
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({
    features: [accountsFeature, createSessionsFeature({ now: () => clock })],
  });
});

afterAll(async () => {
  await server.close();
});

async function signIn(): Promise<{ pb: PocketBase; sid: string }> {
  const { pb } = await server.user(`activity-${++counter}@example.com`, TEST_PASSWORD);
  return { pb, sid: String(getTokenPayload(pb.authStore.token)[SESSION_TOKEN_CLAIM]) };
}

/** The stored `lastActive` of a session. */
async function lastActive(sid: string): Promise<string> {
  const root = await server.superuser();
  return String((await root.collection('sessions').getOne(sid))['lastActive']);
}

const at = (ms: number) => formatDate(new Date(ms));

describe('lastActive', () => {
  it('is written by requests, refreshes included, at most once per interval', async () => {
    clock = START;
    const { pb, sid } = await signIn();
    expect(await lastActive(sid)).toBe(at(START));

    clock = START + 1000;
    await pb.collection('sessions').getList();
    expect(await lastActive(sid)).toBe(at(START));

    clock = START + SESSION_ACTIVITY_WRITE_INTERVAL_MS;
    await pb.collection('sessions').getList();
    expect(await lastActive(sid)).toBe(at(clock));

    clock = START + SESSION_ACTIVITY_WRITE_INTERVAL_MS + 1000;
    await pb.collection('sessions').getList();
    expect(await lastActive(sid)).toBe(at(START + SESSION_ACTIVITY_WRITE_INTERVAL_MS));

    clock += 5;
    await pb.collection('users').authRefresh();
    expect(await lastActive(sid)).toBe(at(START + SESSION_ACTIVITY_WRITE_INTERVAL_MS));

    clock = START + 2 * SESSION_ACTIVITY_WRITE_INTERVAL_MS;
    await pb.collection('users').authRefresh();
    expect(await lastActive(sid)).toBe(at(clock));
    expect(getTokenPayload(pb.authStore.token)[SESSION_TOKEN_CLAIM]).toBe(sid);
  });
});

describe('pruning', () => {
  it('forgets sessions last active longer ago than the auth token duration', async () => {
    clock = START;
    const { sid } = await signIn();
    const users = server.app.collections.find('users');
    if (users?.type !== 'auth') throw new Error('missing users');
    const duration = users.authToken.duration * 1000;

    expect(await pruneSessions(server.app, new Date(START + duration))).toBe(0);
    expect(await lastActive(sid)).toBe(at(START));

    expect(await pruneSessions(server.app, new Date(START + duration + 1))).toBeGreaterThan(0);
    const root = await server.superuser();
    expect(
      (await root.collection('sessions').getList(1, 1, { filter: `id = "${sid}"` })).items,
    ).toEqual([]);
  });
});
