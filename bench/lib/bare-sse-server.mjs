// The baseline: the least a node:http server must do for the same fan-out. GET /events opens an
// SSE stream (a PB_CONNECT-like first frame with an id); POST /publish sends the posted record to
// every stream as a create event, framed as Hearth frames it, then answers with the record.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { serveAsBenchChild } from './bench-child.mjs';

const clients = new Set();
let sequence = 0;

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/events') {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    req.socket.setNoDelay(true);
    const client = { id: randomBytes(20).toString('hex'), res };
    res.write(`id:${client.id}\nevent:PB_CONNECT\ndata:{"clientId":"${client.id}"}\n\n`);
    clients.add(client);
    res.on('close', () => clients.delete(client));
    return;
  }
  if (req.method === 'POST' && req.url === '/publish') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      const record = { id: String(++sequence), collectionName: 'ticks', ...body };
      const data = JSON.stringify({ action: 'create', record });
      for (const client of clients) {
        client.res.write(`id:${client.id}\nevent:ticks/*\ndata:${data}\n\n`);
      }
      const text = JSON.stringify(record);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
    });
    return;
  }
  res.writeHead(404).end();
});

serveAsBenchChild(server, () => clients.size);
