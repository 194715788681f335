import { describe, expect, it } from 'vitest';
import { natsServers } from './nats-url.js';

describe('natsServers', () => {
  it.each([
    ['one server', 'nats://10.0.0.5:4222', { servers: ['nats://10.0.0.5:4222'] }],
    ['no scheme', '10.0.0.5:4222', { servers: ['nats://10.0.0.5:4222'] }],
    [
      'several, with a password',
      'nats://hearth:s%40cret@a:4222, nats://hearth:s%40cret@b:4222',
      { servers: ['nats://a:4222', 'nats://b:4222'], user: 'hearth', pass: 's@cret' },
    ],
    ['a token', 'tls://t0ken@a:4222', { servers: ['tls://a:4222'], token: 't0ken' }],
  ])('%s', (_name, url, expected) => {
    expect(natsServers(url)).toEqual(expected);
  });
});
