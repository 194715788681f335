import { describe, expect, it } from 'vitest';
import { deviceOf, type SessionDevice } from './session-device.js';

describe('deviceOf', () => {
  it.each<[string, string, SessionDevice]>([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Windows 10', deviceType: 'desktop' },
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17.4', deviceType: 'mobile' },
    ],
    [
      'Safari on an iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17.4', deviceType: 'tablet' },
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 131', os: 'Android 14', deviceType: 'mobile' },
    ],
    [
      'Safari on a Mac (frozen version)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', deviceType: 'desktop' },
    ],
    ['no agent', '', { browser: '', os: '', deviceType: '' }],
    ['a script', 'curl/8.5.0', { browser: '', os: '', deviceType: '' }],
  ])('%s', (_name, userAgent, expected) => {
    expect(deviceOf(userAgent)).toEqual(expected);
  });

  it('keeps what it reads of a huge agent within the fields', () => {
    const device = deviceOf(`Mozilla/5.0 ${'x'.repeat(5000)}`);
    expect(device.browser.length).toBeLessThanOrEqual(100);
    expect(device.os.length).toBeLessThanOrEqual(100);
  });
});
