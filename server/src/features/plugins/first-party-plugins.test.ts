import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger } from '../../test/capture-logger.js';
import { featuresWithPlugins, removePlugin } from '../../test/plugin-kit.js';
import { createTestDatabase, postgresTestUrl } from '../../test/test-postgres.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { firstPartyPluginsDir } from './first-party-plugins.js';
import { makeBundle, testBundleContent, testManifest } from './test-bundles.js';

/**
 * Poll and checklist come installed on a fresh instance, once: a superuser who removes one does
 * not see it come back; `hello` (the tutorial's) is never installed; a missing bundle is a
 * warning, not a failed start.
 */

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-first-party-'));
  for (const id of ['poll', 'checklist', 'hello']) {
    const zip = await makeBundle(testBundleContent(testManifest({ id, name: id })));
    writeFileSync(join(dir, `${id}.zip`), zip);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The manifest ids installed, read from the database (a restarted server has its superuser). */
async function installedIds(server: TestServer): Promise<string[]> {
  const rows = await server.app.db.all<{ id: string }>(
    'SELECT `pluginId` AS id FROM plugins ORDER BY `pluginId`',
  );
  return rows.map((row) => row.id);
}

describe('a fresh instance', () => {
  it('installs poll and checklist once; a removed one stays removed', async () => {
    const features = featuresWithPlugins({ firstPartyDir: dir });
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
    // note: both servers use one database, which outlives the first (a server drops its own).
    const database = postgresTestUrl() === null ? null : await createTestDatabase();
    const storage = { dataDir, ...(database ? { databaseUrl: database.url } : {}) };
    try {
      const first = await startTestServer({ features, ...storage });
      try {
        const admin = await first.superuser();
        const installed = await admin.collection('plugins').getFullList({ sort: 'pluginId' });
        expect(installed.map((p) => p['pluginId'])).toEqual(['checklist', 'poll']);
        await removePlugin(admin, installed.find((p) => p['pluginId'] === 'poll')?.id ?? '');
      } finally {
        await first.close();
      }
      const again = await startTestServer({ features, ...storage });
      try {
        expect(await installedIds(again)).toEqual(['checklist']);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });

  it('starts without the bundles, warns, and installs them at a later start', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'hearth-no-plugins-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
    const logger = captureLogger();
    try {
      const first = await startTestServer({
        features: featuresWithPlugins({ firstPartyDir: empty }),
        logger,
        dataDir,
      });
      try {
        const admin = await first.superuser();
        expect(await admin.collection('plugins').getFullList()).toEqual([]);
        const warnings = logger.entries.filter((e) => e.level === 'warn');
        expect(warnings.map((e) => e.details['plugin'])).toEqual(['poll', 'checklist']);
        expect(String(warnings[0]?.details['reason'])).toContain('poll.zip is missing');
      } finally {
        await first.close();
      }
      const later = await startTestServer({
        features: featuresWithPlugins({ firstPartyDir: dir }),
        dataDir,
      });
      try {
        expect(await installedIds(later)).toEqual(['checklist', 'poll']);
      } finally {
        await later.close();
      }
    } finally {
      rmSync(empty, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('firstPartyPluginsDir', () => {
  it('is plugins/dist of the repository, or the environment’s folder, or none', () => {
    const repository = fileURLToPath(new URL('../../../../', import.meta.url));
    expect(firstPartyPluginsDir({})).toBe(join(repository, 'plugins/dist'));
    expect(firstPartyPluginsDir({ HEARTH_FIRST_PARTY_PLUGINS: '/srv/bundles' })).toBe(
      '/srv/bundles',
    );
    expect(firstPartyPluginsDir({ HEARTH_FIRST_PARTY_PLUGINS: '' })).toBeNull();
  });
});
