import type { Settings } from './settings-model.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/** A partial settings tree, as environment variables and saved patches provide. */
export type SettingsPatch = { [key: string]: unknown };

/**
 * Settings taken from the environment, so a deployment can configure mail without the API:
 * `APP_NAME`, `APP_URL`, `MAIL_SENDER_NAME`, `MAIL_SENDER_ADDRESS`, `SMTP_HOST`, `SMTP_PORT`,
 * `SMTP_USERNAME`, `SMTP_PASSWORD`, `SMTP_TLS`, `SMTP_AUTH_METHOD`, `SMTP_LOCAL_NAME`.
 * Setting `SMTP_HOST` enables SMTP.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv): SettingsPatch {
  const meta: SettingsPatch = {};
  const smtp: SettingsPatch = {};
  const set = (target: SettingsPatch, key: string, value: unknown) => {
    if (value !== undefined && value !== '') target[key] = value;
  };
  set(meta, 'appName', env['APP_NAME']);
  set(meta, 'appURL', env['APP_URL']);
  set(meta, 'senderName', env['MAIL_SENDER_NAME']);
  set(meta, 'senderAddress', env['MAIL_SENDER_ADDRESS']);
  if (env['SMTP_HOST']) {
    smtp['enabled'] = true;
    smtp['host'] = env['SMTP_HOST'];
  }
  set(smtp, 'port', env['SMTP_PORT'] ? Number(env['SMTP_PORT']) : undefined);
  set(smtp, 'username', env['SMTP_USERNAME']);
  set(smtp, 'password', env['SMTP_PASSWORD']);
  set(
    smtp,
    'tls',
    env['SMTP_TLS'] ? env['SMTP_TLS'] === 'true' || env['SMTP_TLS'] === '1' : undefined,
  );
  set(smtp, 'authMethod', env['SMTP_AUTH_METHOD']);
  set(smtp, 'localName', env['SMTP_LOCAL_NAME']);
  const patch: SettingsPatch = {};
  if (Object.keys(meta).length > 0) patch['meta'] = meta;
  if (Object.keys(smtp).length > 0) patch['smtp'] = smtp;
  return patch;
}

/**
 * Deep-merges a patch over settings: objects merge key by key, anything else (arrays included)
 * replaces. Keys unknown to `base` are ignored, so stray input never reaches the settings.
 */
export function mergeSettings<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) {
    // note: a patch value stands in base's place unchecked: settingsFromEnv builds the right
    // types, and SettingsStore.update runs validateSettings on the merge before saving a patch.
    return (patch === undefined ? base : patch) as T;
  }
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in base)) continue;
    const current = base[key];
    result[key] = isPlainObject(current) ? mergeSettings(current, value) : value;
  }
  // note: the result has exactly base's keys (unknown ones are skipped above); its values are
  // as sound as the patch's, for the reason given above.
  return result as T;
}

/** Deep-merges two patches (later wins), keeping every key. */
export function mergePatches(first: SettingsPatch, second: SettingsPatch): SettingsPatch {
  const result: SettingsPatch = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value) ? mergePatches(current, value) : value;
  }
  return result;
}

export type { Settings };
