// The presence benchmark's baseline: the least a node:http server must do to fan presence out.
// It keeps the same friend lists in memory (bench/lib/friend-graph.mjs). GET /events opens an SSE
// stream (a PB_CONNECT-like first frame with the client id); POST /subscribe { clientId } binds
// it to the user named by the Authorization header (the bare stand-in for a token); POST /change
// { state } from a user writes `{ user, state, lastSeen }` as a `hearth/presence` event, framed as
// Hearth frames it, to every stream of each of that user's friends, then answers 204.
// Usage: node bare-presence-server.mjs <users> <friends>
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { friendGraph, userId } from './friend-graph.mjs';
import { serveAsBenchChild } from './bench-child.mjs';

const [users, friends] = process.argv.slice(2).map(Number);
const graph = friendGraph(users, friends);
const friendsOf = new Map(graph.map((list, i) => [userId(i), list.map(userId)]));
const clients = new Map();
const streamsOf = new Map();

const readJson = async (req) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
};

const server = createServer(async (req, res) => {
  if (req.method === 'GET' && req.url === '/events') {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    req.socket.setNoDelay(true);
    const client = { id: randomBytes(20).toString('hex'), res, user: '' };
    res.write(`id:${client.id}\nevent:PB_CONNECT\ndata:{"clientId":"${client.id}"}\n\n`);
    clients.set(client.id, client);
    res.on('close', () => {
      clients.delete(client.id);
      streamsOf.get(client.user)?.delete(client);
    });
    return;
  }
  const user = req.headers.authorization ?? '';
  if (req.method === 'POST' && req.url === '/subscribe') {
    const client = clients.get((await readJson(req)).clientId);
    if (!client || !friendsOf.has(user)) return res.writeHead(404).end();
    client.user = user;
    if (!streamsOf.has(user)) streamsOf.set(user, new Set());
    streamsOf.get(user).add(client);
    return res.writeHead(204).end();
  }
  if (req.method === 'POST' && req.url === '/change') {
    const { state } = await readJson(req);
    const list = friendsOf.get(user);
    if (!list) return res.writeHead(404).end();
    const data = JSON.stringify({ user, state, lastSeen: '' });
    for (const friend of list) {
      for (const client of streamsOf.get(friend) ?? []) {
        client.res.write(`id:${client.id}\nevent:hearth/presence\ndata:${data}\n\n`);
      }
    }
    return res.writeHead(204).end();
  }
  res.writeHead(404).end();
});

serveAsBenchChild(server, () => clients.size);
