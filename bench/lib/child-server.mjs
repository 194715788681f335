// Starts a benchmark server in a child process and talks to it over IPC.
import { fork } from 'node:child_process';

/** Forks `script`, waits for it to report its URL, and returns a handle. */
export async function startChildServer(script, args = []) {
  const child = fork(script, args, {
    execArgv: ['--expose-gc', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const request = (message, key) =>
    new Promise((resolve, reject) => {
      const onMessage = (reply) => {
        if (reply && key in reply) {
          child.off('message', onMessage);
          resolve(reply);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      if (message) child.send(message);
    });
  const { url } = await request(null, 'url');
  return {
    url,
    pid: child.pid,
    /** Memory of the server process after GC, and its own count of connected clients. */
    memory: () => request('memory', 'memory'),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send('stop');
      }),
  };
}
