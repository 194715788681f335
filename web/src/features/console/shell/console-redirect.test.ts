import { describe, expect, it } from 'vitest';
import { afterSignInPath, signInPathFor } from './console-redirect';

describe('console sign-in redirects', () => {
  it('sends a signed-out visit to the sign-in page with the way back', () => {
    expect(signInPathFor('/_/users/abc', '?tab=1')).toBe(
      '/_/login?next=%2F_%2Fusers%2Fabc%3Ftab%3D1',
    );
    expect(signInPathFor('/_/', '')).toBe('/_/login');
  });

  it('returns to that page after sign-in', () => {
    expect(afterSignInPath(`?next=${encodeURIComponent('/_/users/abc?tab=1')}`)).toBe(
      '/_/users/abc?tab=1',
    );
    expect(afterSignInPath('')).toBe('/_/');
  });

  it('never leaves the console after sign-in', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/home',
      '/_//evil.example',
      '/_/login',
    ]) {
      expect(afterSignInPath(`?next=${encodeURIComponent(next)}`)).toBe('/_/');
    }
  });
});
