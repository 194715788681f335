import { PARAMS_TABLE } from '../../migrations/bootstrap.js';
import type { Migration } from '../../migrations/migration.js';
import { nowString } from '../../lib/dates.js';
import { FIRST_PARTY_PLUGINS, PENDING_FIRST_PARTY_PARAM } from './first-party-plugins.js';

/**
 * Marks the first-party plugins (poll, checklist) as to be installed; the plugins feature
 * installs them from their bundles when the app starts and clears the mark. A migration runs
 * once per instance, so a superuser who removes one never sees it come back.
 */
export const firstPartyPlugins: Migration = {
  name: '0009_first_party_plugins',
  async up({ q }) {
    const now = nowString();
    await q.run(
      `INSERT INTO ${q.dialect.quoteIdent(PARAMS_TABLE)} (id, value, created, updated) VALUES (?, ?, ?, ?)`,
      [PENDING_FIRST_PARTY_PARAM, JSON.stringify(FIRST_PARTY_PLUGINS), now, now],
    );
  },
};
