// Installing Debian packages the tests need, when this process may: as root or through sudo.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** How this process may run apt-get: as root (`[]`), through `sudo -n`, or not at all (null). */
export function aptRunner() {
  if (!existsSync('/usr/bin/apt-get')) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) return [];
  return existsSync('/usr/bin/sudo') ? ['sudo', '-n'] : null;
}

/** Installs `names` with apt-get through `runner`, for `purpose`: whether apt-get succeeded. */
export function aptInstall(runner, names, purpose) {
  console.log(`\n== installing Debian's ${names.join(', ')} (needed by ${purpose})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    spawnSync(
      runner[0] ?? 'apt-get',
      [...runner.slice(1), ...(runner.length ? ['apt-get'] : []), ...args],
      { stdio: 'inherit', env },
    );
  const update = apt(['update']);
  return (
    update.status === 0 && apt(['install', '-y', '--no-install-recommends', ...names]).status === 0
  );
}
