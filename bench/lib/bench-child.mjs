// The tail every bare baseline server shares: listen on a free loopback port, tell the parent
// where, and answer its `memory` and `stop` messages (and, given `onMessage`, any other).
import { memorySnapshot } from './memory.mjs';

/**
 * Serves `server` as a benchmark child; `clientCount()` is reported with each memory snapshot.
 * `onMessage(message)` hears every message from the parent.
 */
export function serveAsBenchChild(server, clientCount, { onMessage } = {}) {
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    process.send({ url: `http://127.0.0.1:${server.address().port}` });
  });
  // note: a benchmark that dies must not leave its server running.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    if (message === 'memory') process.send({ memory: memorySnapshot(), clients: clientCount() });
    onMessage?.(message);
    if (message === 'stop') {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
}
