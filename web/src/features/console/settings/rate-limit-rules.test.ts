import { describe, expect, it } from 'vitest';
import { newRule, ruleIssues } from './rate-limit-rules';
import type { RateLimitRule } from './settings-types';

const rule = (change: Partial<RateLimitRule>): RateLimitRule => ({
  ...newRule(),
  label: '/api/',
  ...change,
});

describe('ruleIssues', () => {
  it('accepts complete rules', () => {
    expect(ruleIssues([rule({}), rule({ label: '*:auth', duration: 3, maxRequests: 2 })])).toEqual(
      {},
    );
  });

  it('wants a label and whole numbers of at least 1', () => {
    const issues = ruleIssues([rule({ label: '  ', maxRequests: 0, duration: 1.5 })]);
    expect(issues).toEqual({
      '0.label': 'required',
      '0.maxRequests': 'wholeNumber',
      '0.duration': 'wholeNumber',
    });
    expect(ruleIssues([rule({ maxRequests: Number.NaN })])).toEqual({
      '0.maxRequests': 'wholeNumber',
    });
  });

  it('refuses a second rule for the same label and audience, not for another audience', () => {
    expect(ruleIssues([rule({}), rule({ label: ' /api/ ' })])).toEqual({ '1.label': 'duplicate' });
    expect(ruleIssues([rule({}), rule({ audience: '@guest' })])).toEqual({});
  });
});
