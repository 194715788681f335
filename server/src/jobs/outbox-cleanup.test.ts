import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MAX_AGE_DAYS } from '../mail/outbox-mailer.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { SYSTEM_JOBS } from './system-jobs.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the outbox cleanup job', () => {
  it(`deletes outbox mails older than ${OUTBOX_MAX_AGE_DAYS} days and nothing else`, async () => {
    const outbox = join(server.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const day = 24 * 60 * 60 * 1000;
    const files: [name: string, ageMs: number][] = [
      ['old.eml', (OUTBOX_MAX_AGE_DAYS + 1) * day],
      ['almost-old.eml', (OUTBOX_MAX_AGE_DAYS - 1) * day],
      ['fresh.eml', 0],
      ['old-notes.txt', (OUTBOX_MAX_AGE_DAYS + 30) * day],
    ];
    for (const [name, ageMs] of files) {
      const file = join(outbox, name);
      writeFileSync(file, 'mail');
      const at = new Date(Date.now() - ageMs);
      utimesSync(file, at, at);
    }
    mkdirSync(join(outbox, 'kept.eml'));
    const old = new Date(Date.now() - (OUTBOX_MAX_AGE_DAYS + 1) * day);
    utimesSync(join(outbox, 'kept.eml'), old, old);

    expect(await server.app.crons.runNow(SYSTEM_JOBS.outboxCleanup.id)).toBe(true);

    expect(readdirSync(outbox).sort()).toEqual([
      'almost-old.eml',
      'fresh.eml',
      'kept.eml',
      'old-notes.txt',
    ]);
    expect(await server.app.mailer.pruneOutbox()).toBe(0);
  });
});
