// Finds Debian's Chromium for the browser tests, installing it with apt when it is missing and
// this process may do so. Playwright's own browser download cannot work offline, so it is
// never used.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the browser tests expect Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Returns `{ ok: true }` when Chromium is available, else `{ ok: false, reason }`. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  if (!existsSync('/usr/bin/apt-get')) {
    return {
      ok: false,
      reason: `${CHROMIUM_PATH} is missing and this system has no apt-get to install Debian's "chromium" package.`,
    };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && existsSync('/usr/bin/sudo') ? ['sudo', '-n'] : [];
  if (!isRoot && sudo.length === 0) {
    return {
      ok: false,
      reason: `${CHROMIUM_PATH} is missing; install it with "apt-get install chromium" as root (this user cannot).`,
    };
  }
  console.log(`\n== installing Debian's chromium package (needed by the browser tests)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    spawnSync(
      sudo[0] ?? 'apt-get',
      [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args],
      { stdio: 'inherit', env },
    );
  const update = apt(['update']);
  const install =
    update.status === 0 ? apt(['install', '-y', '--no-install-recommends', 'chromium']) : update;
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    return {
      ok: false,
      reason: `installing Debian's "chromium" package with apt-get failed (exit ${install.status}); see the output above.`,
    };
  }
  return { ok: true };
}
