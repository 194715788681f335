import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthCollectionModel } from '@hearth/shared';
import PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../app.js';
import { ApiError } from '../errors.js';
import { runCli } from '../cli/cli.js';
import { HEARTH_FEATURES } from '../features/hearth-features.js';
import { listen } from '../http/listen.js';
import { silentLogger } from '../lib/logger.js';
import { SUPERUSERS, systemRequestInfo } from '../request-info.js';
import { SUPERUSER_EMAIL, TEST_PASSWORD } from '../test/test-server.js';

const KEY = '7f3c9a1e5b2d8046c1e9f7a3b5d20468';
const OTHER_KEY = '0000000000000000000000000000000f';
const SECRETS = {
  smtp: 'smtp-password-6b1f0e',
  s3: 's3-secret-93d2aa',
  backupsS3: 'backups-s3-secret-47c1de',
  github: 'github-client-secret-e02f7c',
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-encryption-'));
  dirs.push(dir);
  return dir;
}

function openApp(
  dataDir: string,
  encryptionKey?: string,
  previousEncryptionKey?: string,
): Promise<App> {
  return App.open(
    {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      webDir: null,
      debug: false,
      ...(encryptionKey ? { encryptionKey } : {}),
      ...(previousEncryptionKey ? { previousEncryptionKey } : {}),
    },
    { logger: silentLogger, features: HEARTH_FEATURES },
  );
}

/** Every byte the database holds on disk (the file and its write-ahead log), as text. */
function rawDatabase(dataDir: string): string {
  return readdirSync(dataDir)
    .filter((name) => name.startsWith('data.db'))
    .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
    .join('\n');
}

function githubSecretOf(app: App): string | undefined {
  const users = app.collections.find('users');
  if (users?.type !== 'auth') throw new Error('users must be an auth collection');
  return users.oauth2.providers.find((provider) => provider.name === 'github')?.clientSecret;
}

/** Saves every secret through the API, as a superuser would, and checks the API hides them. */
async function saveSecretsThroughApi(app: App): Promise<void> {
  const superusers = app.collections.find(SUPERUSERS);
  if (superusers?.type !== 'auth') throw new Error('missing _superusers');
  await app.records.create(
    superusers,
    {
      data: { email: SUPERUSER_EMAIL, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD },
      files: {},
    },
    systemRequestInfo(superusers),
  );
  const server = await listen(app, '127.0.0.1', 0);
  try {
    const pb = new PocketBase(server.url);
    await pb.collection(SUPERUSERS).authWithPassword(SUPERUSER_EMAIL, TEST_PASSWORD);
    const settings = await pb.settings.update({
      rateLimits: { enabled: false },
      smtp: { enabled: false, host: 'smtp.example.com', port: 587, password: SECRETS.smtp },
      s3: { accessKey: 'ak', secret: SECRETS.s3 },
      backups: { s3: { accessKey: 'ak', secret: SECRETS.backupsS3 } },
    });
    const users = await pb.collections.update<AuthCollectionModel>('users', {
      oauth2: {
        enabled: true,
        providers: [{ name: 'github', clientId: 'github-id', clientSecret: SECRETS.github }],
      },
    });
    // PocketBase never returns these write-only values, encrypted or not.
    for (const body of [settings, await pb.settings.getAll(), users]) {
      const text = JSON.stringify(body);
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    }
    expect(settings['smtp']).toMatchObject({ password: '' });
    expect(users.oauth2.providers[0]).not.toHaveProperty('clientSecret');
  } finally {
    await server.close();
  }
}

function expectSecretsRead(app: App): void {
  const settings = app.settings.get();
  expect(settings.smtp.password).toBe(SECRETS.smtp);
  expect(settings.s3.secret).toBe(SECRETS.s3);
  expect(settings.backups.s3.secret).toBe(SECRETS.backupsS3);
  expect(githubSecretOf(app)).toBe(SECRETS.github);
}

describe('secrets at rest with an encryption key', () => {
  const dataDir = newDataDir();
  beforeAll(async () => {
    const app = await openApp(dataDir, KEY);
    try {
      await saveSecretsThroughApi(app);
      expectSecretsRead(app);
    } finally {
      await app.close();
    }
  });

  it('stores no secret in plain text', () => {
    const raw = rawDatabase(dataDir);
    expect(raw).toContain('github-id');
    for (const secret of Object.values(SECRETS)) expect(raw).not.toContain(secret);
  });

  it('reads them back after a restart with the key', async () => {
    const app = await openApp(dataDir, KEY);
    try {
      expectSecretsRead(app);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['without a key', undefined, /no encryption key was given.*--encryptionEnv/],
    ['with another key', OTHER_KEY, /not the one these secrets were stored with/],
  ])('refuses to start %s', async (_name, key, message) => {
    await expect(openApp(dataDir, key)).rejects.toThrow(message);
    const app = await openApp(dataDir, KEY);
    try {
      expectSecretsRead(app);
    } finally {
      await app.close();
    }
  });
});

describe('a plain store given a key', () => {
  it('is encrypted as the server starts, and reads the same', async () => {
    const dataDir = newDataDir();
    const plain = await openApp(dataDir);
    try {
      await saveSecretsThroughApi(plain);
    } finally {
      await plain.close();
    }
    expect(rawDatabase(dataDir)).toContain(SECRETS.smtp);
    expect(rawDatabase(dataDir)).toContain(SECRETS.github);

    const sealed = await openApp(dataDir, KEY);
    try {
      expectSecretsRead(sealed);
    } finally {
      await sealed.close();
    }
    const raw = rawDatabase(dataDir);
    for (const secret of Object.values(SECRETS)) expect(raw).not.toContain(secret);

    const again = await openApp(dataDir, KEY);
    try {
      expectSecretsRead(again);
    } finally {
      await again.close();
    }
  });
});

describe('rotating the key', () => {
  it('reads with the previous key, stores with the new one, then needs only the new one', async () => {
    const dataDir = newDataDir();
    const first = await openApp(dataDir, KEY);
    try {
      await saveSecretsThroughApi(first);
    } finally {
      await first.close();
    }
    const sealedWithOldKey = rawDatabase(dataDir);

    const rotating = await openApp(dataDir, OTHER_KEY, KEY);
    try {
      expectSecretsRead(rotating);
    } finally {
      await rotating.close();
    }
    const raw = rawDatabase(dataDir);
    for (const secret of Object.values(SECRETS)) expect(raw).not.toContain(secret);
    const oldCiphertexts = sealedWithOldKey.match(/enc:v1:[A-Za-z0-9+/=]{20,}/g) ?? [];
    expect(oldCiphertexts.length).toBeGreaterThanOrEqual(4);
    for (const old of oldCiphertexts) expect(raw).not.toContain(old);

    const rotated = await openApp(dataDir, OTHER_KEY);
    try {
      expectSecretsRead(rotated);
    } finally {
      await rotated.close();
    }
    await expect(openApp(dataDir, KEY)).rejects.toThrow(/not the one/);
  });
});

describe('restoring a backup', () => {
  it('refuses one whose secrets another key encrypted, and changes nothing', async () => {
    const source = newDataDir();
    const from = await openApp(source, KEY);
    try {
      await saveSecretsThroughApi(from);
      await from.backups.create({ name: 'sealed.zip' });
    } finally {
      await from.close();
    }
    const target = newDataDir();
    mkdirSync(join(target, 'backups'), { recursive: true });
    copyFileSync(join(source, 'backups', 'sealed.zip'), join(target, 'backups', 'sealed.zip'));

    for (const key of [OTHER_KEY, undefined]) {
      const app = await openApp(target, key);
      try {
        await app.settings.update({ meta: { appName: 'Target' } });
        const error = await app.backups.restore('sealed.zip').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({
          status: 400,
          message: "The backup can't be restored: its secrets were encrypted with another key.",
        });
        expect(app.settings.get().meta.appName).toBe('Target');
      } finally {
        await app.close();
      }
    }

    const sameKey = await openApp(target, KEY);
    try {
      await sameKey.backups.restore('sealed.zip');
      expectSecretsRead(sameKey);
    } finally {
      await sameKey.close();
    }
  });
});

describe('hearth --encryptionEnv', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    vi.restoreAllMocks();
  });

  async function cli(args: string[]): Promise<{ code: number; errors: string }> {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      errors.push(parts.map(String).join(' '));
    });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await runCli(args);
    return { code, errors: errors.join('\n') };
  }

  it('opens an encrypted store with the key from the named variable, and only with it', async () => {
    const dataDir = newDataDir();
    const app = await openApp(dataDir, KEY);
    try {
      await saveSecretsThroughApi(app);
    } finally {
      await app.close();
    }
    process.env['DATA_DIR'] = dataDir;
    process.env['HEARTH_TEST_KEY'] = KEY;
    process.env['HEARTH_TEST_OTHER_KEY'] = OTHER_KEY;
    process.env['HEARTH_TEST_SHORT_KEY'] = 'too-short';

    expect(await cli(['--encryptionEnv', 'HEARTH_TEST_KEY', 'migrate'])).toMatchObject({ code: 0 });
    expect(await cli(['migrate', '--encryptionEnv=HEARTH_TEST_KEY'])).toMatchObject({ code: 0 });

    const refusals: [string[], RegExp][] = [
      [['migrate'], /^Error: .*no encryption key was given/],
      [['--encryptionEnv=HEARTH_TEST_OTHER_KEY', 'migrate'], /not the one/],
      [['--encryptionEnv=HEARTH_TEST_UNSET', 'migrate'], /HEARTH_TEST_UNSET, which is not set/],
      [['--encryptionEnv', 'HEARTH_TEST_SHORT_KEY', 'migrate'], /must be 32 characters/],
      [['migrate', '--encryptionEnv'], /needs the name of an environment variable/],
      [['--previousEncryptionEnv=HEARTH_TEST_KEY', 'migrate'], /needs --encryptionEnv/],
    ];
    for (const [args, message] of refusals) {
      const { code, errors } = await cli(args);
      expect(code, args.join(' ')).toBe(1);
      expect(errors, args.join(' ')).toMatch(message);
    }
    expect(rawDatabase(dataDir)).not.toContain(SECRETS.smtp);

    const rotate = [
      '--encryptionEnv=HEARTH_TEST_OTHER_KEY',
      '--previousEncryptionEnv',
      'HEARTH_TEST_KEY',
    ];
    expect(await cli([...rotate, 'migrate'])).toMatchObject({ code: 0 });
    expect(await cli(['--encryptionEnv=HEARTH_TEST_OTHER_KEY', 'migrate'])).toMatchObject({
      code: 0,
    });
    expect(await cli(['--encryptionEnv=HEARTH_TEST_KEY', 'migrate'])).toMatchObject({ code: 1 });
  });
});
