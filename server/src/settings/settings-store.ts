import { badRequest, hasFieldErrors } from '../errors.js';
import { nowString } from '../lib/dates.js';
import { PARAMS_TABLE } from '../migrations/bootstrap.js';
import type { Db } from '../storage/db.js';
import { isPlainObject } from '../lib/is-plain-object.js';
import { mergePatches, mergeSettings, type SettingsPatch } from './settings-env.js';
import type { Settings } from './settings-model.js';
import { validateSettings } from './settings-validate.js';

const SETTINGS_PARAM = 'settings';

/**
 * The app settings: defaults, then environment variables, then what was saved through the API
 * (only the keys actually saved, so an environment variable keeps working until someone
 * overrides that key). Read from memory; listeners hear about every change.
 */
export class SettingsStore {
  private saved: SettingsPatch = {};
  private current: Settings;
  private readonly listeners: ((settings: Settings) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly defaults: Settings,
    private readonly fromEnv: SettingsPatch,
  ) {
    this.current = mergeSettings(defaults, fromEnv);
  }

  /** The effective settings. */
  get(): Settings {
    return this.current;
  }

  /** Calls `listener` whenever the settings change. */
  onChange(listener: (settings: Settings) => void): void {
    this.listeners.push(listener);
  }

  /** Re-reads the saved settings (after a restore, or a change by another process). */
  async reload(): Promise<void> {
    const row = await this.db.get<{ value: string | null }>(
      `SELECT value FROM ${this.db.dialect.quoteIdent(PARAMS_TABLE)} WHERE id = ?`,
      [SETTINGS_PARAM],
    );
    this.saved = parsePatch(row?.value ?? null);
    this.apply();
  }

  /**
   * Validates and saves a patch (PocketBase's PATCH semantics: merged over the current settings).
   * Blank write-only secrets keep their saved value, since the API never returns them.
   */
  async update(patch: unknown): Promise<Settings> {
    if (!isPlainObject(patch)) {
      throw badRequest('Failed to load the submitted data due to invalid formatting.');
    }
    const cleaned = dropBlankSecrets(patch);
    const saved = mergePatches(this.saved, cleaned);
    const next = mergeSettings(mergeSettings(this.defaults, this.fromEnv), saved);
    const errors = validateSettings(next, this.defaults);
    if (hasFieldErrors(errors)) {
      throw badRequest('An error occurred while validating the submitted data.', errors);
    }
    const table = this.db.dialect.quoteIdent(PARAMS_TABLE);
    const now = nowString();
    await this.db.transaction(async (tx) => {
      await tx.run(`DELETE FROM ${table} WHERE id = ?`, [SETTINGS_PARAM]);
      await tx.run(`INSERT INTO ${table} (id, value, created, updated) VALUES (?, ?, ?, ?)`, [
        SETTINGS_PARAM,
        JSON.stringify(saved),
        now,
        now,
      ]);
    });
    this.saved = saved;
    this.apply();
    return this.current;
  }

  private apply(): void {
    this.current = mergeSettings(mergeSettings(this.defaults, this.fromEnv), this.saved);
    for (const listener of this.listeners) listener(this.current);
  }
}

function parsePatch(value: string | null): SettingsPatch {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    // note: unreadable saved settings fall back to defaults rather than keeping the server down.
    return {};
  }
}

function dropBlankSecrets(patch: SettingsPatch): SettingsPatch {
  const copy = structuredClone(patch);
  const drop = (section: unknown, key: string) => {
    if (isPlainObject(section) && section[key] === '') delete section[key];
  };
  const backups = copy['backups'];
  drop(copy['smtp'], 'password');
  drop(copy['s3'], 'secret');
  drop(isPlainObject(backups) ? backups['s3'] : undefined, 'secret');
  return copy;
}
