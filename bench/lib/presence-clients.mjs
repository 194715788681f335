// SSE clients for the presence benchmark: plain node:http streams (as light as in
// sse-clients.mjs, the same for every server measured) that read every frame's event name and
// JSON data. Each client belongs to one user; `onEvent(client, name, data, now)` hears every
// frame after PB_CONNECT.
import { get } from 'node:http';

/** Opens one stream per user on `url`, `batchSize` at a time; resolves once all are connected. */
export async function openUserClients(url, users, onEvent, { batchSize = 100 } = {}) {
  const clients = [];
  for (let start = 0; start < users.length; start += batchSize) {
    const batch = users.slice(start, start + batchSize);
    clients.push(...(await Promise.all(batch.map((user) => openClient(url, user, onEvent)))));
  }
  return clients;
}

function openClient(url, user, onEvent) {
  return new Promise((resolve, reject) => {
    const client = { user, id: '', frames: 0, close: () => request.destroy() };
    const request = get(url, { agent: false }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event:(.*)$/m.exec(frame)?.[1] ?? '';
          const data = /^data:(.*)$/m.exec(frame)?.[1] ?? 'null';
          if (client.id === '') {
            client.id = JSON.parse(data).clientId ?? /^id:(\w+)/.exec(frame)?.[1] ?? '';
            resolve(client);
            continue;
          }
          client.frames++;
          onEvent(client, name, JSON.parse(data), now);
        }
      });
    });
    request.on('error', reject);
  });
}
