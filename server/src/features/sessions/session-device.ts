import Bowser from 'bowser';

/** What a session shows of the device it was opened on, read from its User-Agent. */
export interface SessionDevice {
  /** The browser and its major version ("Chrome 131"); empty when the agent says nothing. */
  browser: string;
  /** The operating system ("Windows 10", "Android 14", "macOS"); empty when unknown. */
  os: string;
  /** `desktop`, `mobile`, `tablet`, or empty when the agent does not tell. */
  deviceType: '' | 'desktop' | 'mobile' | 'tablet';
}

const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet']);
const MAX_TEXT = 100;

/**
 * Reads the device of a User-Agent. Browsers freeze macOS's version in their agent (10.15.7),
 * so macOS is named alone; Windows goes by its marketing name (`NT 10.0` ⇒ `10`).
 *
 * `Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/131.0.0.0 Safari/537.36`
 * ⇒ `{ browser: 'Chrome 131', os: 'Windows 10', deviceType: 'desktop' }`; `''` ⇒ all empty
 */
export function deviceOf(userAgent: string): SessionDevice {
  if (userAgent.trim() === '') return { browser: '', os: '', deviceType: '' };
  const parsed = Bowser.parse(userAgent);
  const browserName = parsed.browser.name ?? '';
  const major = (parsed.browser.version ?? '').split('.')[0] ?? '';
  const osName = parsed.os.name ?? '';
  const osVersion = osName === 'macOS' ? '' : (parsed.os.versionName ?? parsed.os.version ?? '');
  const type = parsed.platform.type ?? '';
  return {
    browser: joined(browserName, browserName === '' ? '' : major),
    os: joined(osName, osName === '' ? '' : osVersion),
    deviceType: isDeviceType(type) ? type : '',
  };
}

function joined(name: string, version: string): string {
  return (version === '' ? name : `${name} ${version}`).slice(0, MAX_TEXT);
}

function isDeviceType(type: string): type is SessionDevice['deviceType'] {
  return DEVICE_TYPES.has(type);
}
