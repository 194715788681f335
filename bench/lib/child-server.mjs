// Starts a benchmark server in a child process and talks to it over IPC.
import { fork } from 'node:child_process';

/**
 * Forks `script`, waits for it to report its URL, and returns a handle. `env` adds variables to
 * the child's environment (on top of this process's).
 */
export async function startChildServer(script, args = [], { env } = {}) {
  const child = fork(script, args, {
    ...(env ? { env: { ...process.env, ...env } } : {}),
    execArgv: ['--expose-gc', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const request = (message, key) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`server exited with ${code}`));
      const onMessage = (reply) => {
        if (reply && key in reply) {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(reply);
        }
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (message) child.send(message);
    });
  const { url, ...ready } = await request(null, 'url');
  return {
    url,
    /** Anything else the server reported with its URL (Hearth: its `dataDir`). */
    ready,
    pid: child.pid,
    /** Memory of the server process after GC, and its own count of connected clients. */
    memory: () => request('memory', 'memory'),
    /** Sends `message` and resolves with the first reply that has `key`. */
    ask: (message, key) => request(message, key),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send('stop');
      }),
  };
}
