import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

const DATABASE_URL = 'postgres://hearth:secret@db.internal/hearth';

describe('configFromEnv: NATS', () => {
  it('reads NATS_URL and the subject prefix beside DATABASE_URL', () => {
    const config = configFromEnv({
      DATABASE_URL,
      NATS_URL: 'nats://10.0.0.5:4222, nats://10.0.0.6:4222',
      NATS_SUBJECT_PREFIX: 'acme.hearth',
    });
    expect(config.nats).toEqual({
      url: 'nats://10.0.0.5:4222, nats://10.0.0.6:4222',
      prefix: 'acme.hearth',
    });
    expect(configFromEnv({ DATABASE_URL }).nats).toBeNull();
  });

  it('refuses NATS_URL without DATABASE_URL, saying why', () => {
    expect(() => configFromEnv({ NATS_URL: 'nats://127.0.0.1:4222' })).toThrow(
      /NATS_URL needs DATABASE_URL/,
    );
  });

  it('refuses a NATS_URL that is not host:port, without echoing its credentials', () => {
    const run = () => configFromEnv({ DATABASE_URL, NATS_URL: 'nats://me:pw@nats.internal' });
    expect(run).toThrow(/NATS_URL must be nats:\/\/host:port/);
    expect(run).not.toThrow(/pw/);
  });
});
