import { describe, expect, it } from 'vitest';
import type { RateLimitRule } from '../settings/settings-model.js';
import { audiencesFor, findRateLimitRule } from './find-rate-limit-rule.js';

const rule = (label: string, audience: RateLimitRule['audience'] = ''): RateLimitRule => ({
  label,
  audience,
  duration: 1,
  maxRequests: 1,
});

const CREATE_LABELS = [
  'users:create',
  '*:create',
  'POST /api/collections/users/records',
  '/api/collections/users/records',
];

describe('findRateLimitRule', () => {
  it.each([
    [
      'a collection tag beats the wildcard tag',
      [rule('*:create'), rule('users:create')],
      CREATE_LABELS,
      'users:create',
    ],
    [
      'the wildcard tag beats a path prefix listed first',
      [rule('/api/'), rule('*:create')],
      CREATE_LABELS,
      '*:create',
    ],
    [
      'METHOD /path beats /path',
      [rule('/api/collections/users/records'), rule('POST /api/collections/users/records')],
      CREATE_LABELS,
      'POST /api/collections/users/records',
    ],
    [
      'a prefix matches when nothing is exact',
      [rule('/api/collections/'), rule('/api/')],
      CREATE_LABELS,
      '/api/collections/',
    ],
    [
      'a prefix matches its own path without the slash',
      [rule('/api/batch/')],
      ['POST /api/batch', '/api/batch'],
      '/api/batch/',
    ],
    [
      'an exact path rule wins over an earlier prefix',
      [rule('/api/'), rule('/api/batch')],
      ['POST /api/batch', '/api/batch'],
      '/api/batch',
    ],
    ['no rule matches', [rule('*:auth')], CREATE_LABELS, null],
  ])('%s', (_name, rules, labels, expected) => {
    expect(findRateLimitRule(rules, labels, audiencesFor(false))?.label ?? null).toBe(expected);
  });

  it('picks rules by audience', () => {
    const rules = [rule('*:create', '@auth'), rule('*:create', '@guest'), rule('/api/')];
    expect(findRateLimitRule(rules, CREATE_LABELS, audiencesFor(true))?.audience).toBe('@auth');
    expect(findRateLimitRule(rules, CREATE_LABELS, audiencesFor(false))?.audience).toBe('@guest');
    const authOnly = [rule('*:create', '@auth')];
    expect(findRateLimitRule(authOnly, CREATE_LABELS, audiencesFor(false))).toBeNull();
  });
});
