// Finds Debian's Chromium and the CJK fonts for the browser tests, installing them with apt when
// they are missing and this process may do so. Playwright's own browser download cannot work
// offline, so it is never used.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, aptRunner } from './debian-packages.mjs';

/** Where the browser tests expect Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether fontconfig knows a font for `lang` (a missing `fc-list` counts as none). */
function hasFamily(family) {
  const list = spawnSync('fc-list', [family, 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim() !== '';
}

function hasFontFor(lang) {
  const list = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim() !== '';
}

/**
 * What the browser tests need from Debian. Without CJK and emoji fonts Chromium draws those
 * characters as empty boxes, which the visual regression screenshots would take for the real thing.
 */
const PACKAGES = [
  {
    name: 'chromium',
    why: 'the browser tests run in it',
    present: () => existsSync(CHROMIUM_PATH),
  },
  {
    name: 'fonts-noto-cjk',
    why: 'the zh and ja screenshots need Chinese and Japanese glyphs',
    present: () => hasFontFor('zh-cn') && hasFontFor('ja'),
  },
  {
    name: 'fonts-noto-color-emoji',
    why: 'the screenshots of reactions and messages need emoji glyphs',
    present: () => hasFamily('Noto Color Emoji'),
  },
];

/**
 * Returns `{ ok: false, reason }` when Chromium is missing (no browser test can run), else
 * `{ ok: true }`, with a `warning` when only the CJK fonts are missing: the other browser tests
 * still run and the visual regression test says why it fails.
 */
export function ensureChromium() {
  let missing = PACKAGES.filter((pkg) => !pkg.present());
  if (missing.length > 0) {
    const runner = aptRunner();
    const names = missing.map((pkg) => pkg.name);
    const installed = runner !== null && aptInstall(runner, names, 'the browser tests');
    missing = missing.filter((pkg) => !pkg.present());
    if (missing.length > 0) {
      const install = `"apt-get install ${missing.map((pkg) => pkg.name).join(' ')}"`;
      const why =
        runner === null
          ? `run ${install} as root (this user cannot, or this system has no apt-get)`
          : `${install} ${installed ? 'did not provide it' : 'failed'}; see its output above`;
      const reason = missing.map((pkg) => `Debian's "${pkg.name}" is missing (${pkg.why})`);
      const message = `${reason.join('; ')}: ${why}.`;
      if (missing.some((pkg) => pkg.name === 'chromium')) return { ok: false, reason: message };
      return { ok: true, warning: message };
    }
  }
  return { ok: true };
}
