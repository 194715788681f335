// Raw SSE clients for benchmarks: plain node:http streams with the lightest handling that still
// proves delivery, so the client side costs the same for every server measured and as little as
// possible. Every client counts the frames it receives; one in `probeEvery` also reads which
// event each frame is, for latency.
import { get } from 'node:http';

const TITLE = '"title":"t';
const NEWLINE = 10;

/**
 * Opens `count` streams on `url`, `batchSize` at a time. Probe clients call `onEvent(seq, now)`
 * for every frame whose data carries `"title":"t<seq>"`. Each client's `frames` counts the frames
 * after its first (PB_CONNECT). Resolves with the clients once all are connected.
 */
export async function openClients(url, count, onEvent, { batchSize = 100, probeEvery = 10 } = {}) {
  const clients = [];
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const opened = Array.from({ length: size }, (_, i) =>
      openClient(url, (start + i) % probeEvery === 0 ? onEvent : null),
    );
    clients.push(...(await Promise.all(opened)));
  }
  return clients;
}

function openClient(url, onEvent) {
  return new Promise((resolve, reject) => {
    const client = { id: '', frames: 0, close: () => request.destroy() };
    const request = get(url, { agent: false }, (response) => {
      let head = '';
      let previous = 0;
      const onData = onEvent ? probe(client, onEvent) : null;
      response.on('data', (chunk) => {
        if (client.id === '') {
          head += chunk.toString();
          const end = head.indexOf('\n\n');
          if (end < 0) return;
          client.id = /^id:(\w+)/.exec(head)?.[1] ?? '';
          resolve(client);
          chunk = Buffer.from(head.slice(end + 2));
          // note: the first frame's own "\n\n" must not pair with the next chunk's first byte.
          previous = 0;
        }
        if (onData) onData(chunk);
        else previous = countFrames(client, chunk, previous);
      });
    });
    request.on('error', reject);
  });
}

/** Counts "\n\n" frame ends in a chunk, given the byte that ended the previous chunk. */
function countFrames(client, chunk, previous) {
  for (let i = chunk.indexOf(NEWLINE); i >= 0; i = chunk.indexOf(NEWLINE, i + 1)) {
    if ((i === 0 ? previous : chunk[i - 1]) === NEWLINE) client.frames++;
  }
  return chunk.length > 0 ? chunk[chunk.length - 1] : previous;
}

/** A probe's chunk handler: splits frames and reports each event's sequence number. */
function probe(client, onEvent) {
  let buffer = '';
  return (chunk) => {
    const now = performance.now();
    buffer += chunk.toString();
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      client.frames++;
      const at = frame.indexOf(TITLE);
      if (at >= 0) onEvent(parseInt(frame.slice(at + TITLE.length), 10), now);
    }
  };
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
