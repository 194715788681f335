import { randomString } from '../lib/random.js';
import type { NatsConfig } from '../config.js';

/**
 * The NATS server tests may use, from `HEARTH_TEST_NATS_URL` (the test command starts a private
 * one for the server suite's PostgreSQL pass and sets it).
 */
export function natsTestUrl(): string {
  const url = process.env['HEARTH_TEST_NATS_URL'];
  if (!url) throw new Error('HEARTH_TEST_NATS_URL is not set');
  return url;
}

/** A NATS deployment of its own on the test server: a fresh subject prefix, heard by no other test. */
export function natsTestConfig(): Required<NatsConfig> {
  return { url: natsTestUrl(), prefix: `t${randomString(12)}` };
}
