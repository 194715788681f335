// Raw SSE clients for benchmarks: plain node:http streams with the lightest parsing that can
// tell which event arrived, so the client side costs the same for every server measured.
import { get } from 'node:http';

const TITLE = '"title":"t';

/**
 * Opens `count` streams on `url`, `batchSize` at a time. Each calls `onEvent(seq, now)` for every
 * frame whose data carries `"title":"t<seq>"`. Resolves with the clients once all are connected.
 */
export async function openClients(url, count, onEvent, { batchSize = 100 } = {}) {
  const clients = [];
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    clients.push(
      ...(await Promise.all(Array.from({ length: size }, () => openClient(url, onEvent)))),
    );
  }
  return clients;
}

function openClient(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      let id = null;
      response.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (id === null) {
            id = /^id:(\w+)/.exec(frame)?.[1] ?? '';
            resolve({ id, close: () => request.destroy() });
            continue;
          }
          const at = frame.indexOf(TITLE);
          if (at >= 0) onEvent(parseInt(frame.slice(at + TITLE.length), 10), now);
        }
      });
    });
    request.on('error', reject);
  });
}

/** Runs `task` over `items` with at most `limit` running at once. */
export async function eachLimit(items, limit, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]);
  });
  await Promise.all(workers);
}

/** Percentile of a sorted array (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
