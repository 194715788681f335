import { badRequest, hasFieldErrors } from '../errors.js';
import { nowString } from '../lib/dates.js';
import { PARAMS_TABLE } from '../migrations/bootstrap.js';
import type { Db } from '../storage/db.js';
import { isPlainObject } from '../lib/is-plain-object.js';
import {
  openSecret,
  sealSecret,
  unreadableSecretsError,
  type SecretCipher,
} from '../lib/secret-cipher.js';
import { mergePatches, mergeSettings, type SettingsPatch } from './settings-env.js';
import type { Settings } from './settings-model.js';
import { validateSettings } from './settings-validate.js';

const SETTINGS_PARAM = 'settings';

/** Hears a settings change; a promise it returns delays the change's completion until it settles. */
export type SettingsListener = (settings: Settings) => void | Promise<void>;

/**
 * The write-only secrets: never returned by the API, encrypted at rest when a key is given.
 * PB compat: PocketBase encrypts the whole settings value; Hearth encrypts these values only,
 * so the rest of the row stays readable (docs/operations.md).
 */
const SECRET_PATHS: readonly (readonly string[])[] = [
  ['smtp', 'password'],
  ['s3', 'secret'],
  ['backups', 's3', 'secret'],
];

/**
 * The app settings: defaults, then environment variables, then what was saved through the API
 * (only the keys actually saved, so an environment variable keeps working until someone
 * overrides that key). Read from memory; listeners hear about every change. With a cipher, the
 * secrets are stored encrypted (settings from the environment are never stored).
 */
export class SettingsStore {
  private saved: SettingsPatch = {};
  /** Whether the last reload found a secret in plain text, or encrypted with a previous key. */
  private staleStored = false;
  private current: Settings;
  private readonly listeners: SettingsListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly defaults: Settings,
    private readonly fromEnv: SettingsPatch,
    private readonly cipher: SecretCipher | null = null,
  ) {
    this.current = mergeSettings(defaults, fromEnv);
  }

  /** The effective settings. */
  get(): Settings {
    return this.current;
  }

  /**
   * Calls `listener` whenever the settings change. A change resolves once every listener's
   * promise has settled, so a request after it sees its effects (rate-limit windows reset).
   */
  onChange(listener: SettingsListener): void {
    this.listeners.push(listener);
  }

  /**
   * Re-reads the saved settings (at start, after a restore, or a change by another process).
   * Throws when the stored secrets are encrypted and the cipher cannot read them, so the server
   * refuses to start rather than run with them blank. Secrets stored in plain text read as
   * they are (a store from before the key was given), and those of a previous key decrypt with
   * it; `sealStaleSecrets` writes both again with the current key.
   */
  async reload(): Promise<void> {
    const row = await this.db.get<{ value: string | null }>(
      `SELECT value FROM ${this.db.dialect.quoteIdent(PARAMS_TABLE)} WHERE id = ?`,
      [SETTINGS_PARAM],
    );
    const stored = parsePatch(row?.value ?? null);
    let stale = false;
    this.saved = mapSecrets(stored, (value) => {
      stale ||= this.cipher?.needsSealing(value) ?? false;
      try {
        return openSecret(value, this.cipher);
      } catch (error) {
        throw unreadableSecretsError("the saved settings' secrets", error);
      }
    });
    this.staleStored = stale;
    await this.apply();
  }

  /**
   * Rewrites the saved settings if the last reload found a secret in plain text or encrypted
   * with a previous key (the server does it as it starts). Resolves with whether it wrote.
   */
  async sealStaleSecrets(): Promise<boolean> {
    if (!this.staleStored) return false;
    await this.write(this.saved);
    this.staleStored = false;
    return true;
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
    await this.write(saved);
    this.saved = saved;
    this.staleStored = false;
    await this.apply();
    return this.current;
  }

  private async write(saved: SettingsPatch): Promise<void> {
    const table = this.db.dialect.quoteIdent(PARAMS_TABLE);
    const now = nowString();
    const stored = mapSecrets(saved, (value) => sealSecret(value, this.cipher));
    // note: one statement, so processes saving at once each write whole settings, the last wins.
    await this.db.run(
      `INSERT INTO ${table} (id, value, created, updated) VALUES (?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET value = excluded.value, updated = excluded.updated`,
      [SETTINGS_PARAM, JSON.stringify(stored), now, now],
    );
  }

  private async apply(): Promise<void> {
    this.current = mergeSettings(mergeSettings(this.defaults, this.fromEnv), this.saved);
    await Promise.all(this.listeners.map((listener) => listener(this.current)));
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
  for (const path of SECRET_PATHS) {
    const section = sectionOf(copy, path);
    const key = path[path.length - 1] ?? '';
    if (section?.[key] === '') delete section[key];
  }
  return copy;
}

/** A copy of `patch` with `map` applied to each secret that is a string. */
function mapSecrets(patch: SettingsPatch, map: (value: string) => string): SettingsPatch {
  const copy = structuredClone(patch);
  for (const path of SECRET_PATHS) {
    const section = sectionOf(copy, path);
    const key = path[path.length - 1] ?? '';
    const value = section?.[key];
    if (section && typeof value === 'string') section[key] = map(value);
  }
  return copy;
}

/** The object holding the last key of `path`, if the patch has it. */
function sectionOf(patch: SettingsPatch, path: readonly string[]): SettingsPatch | undefined {
  let section: unknown = patch;
  for (const key of path.slice(0, -1)) {
    section = isPlainObject(section) ? section[key] : undefined;
  }
  return isPlainObject(section) ? section : undefined;
}
