// The chat benchmark's baseline: the least a node:http + better-sqlite3 server must do to send a
// chat message. It has the same users, chats and members (bench/lib/chat-layout.mjs, members in
// memory) and a SQLite database (a temporary file, WAL, synchronous NORMAL like Hearth's) with
// `chats` and `messages` tables shaped and indexed like Hearth's. Each user's token is a random
// string, looked up in a Map (answered to the parent as `users`).
//   GET /api/realtime: an SSE stream (a PB_CONNECT first frame with the client id);
//   POST /api/realtime { clientId, subscriptions }: binds the stream to the token's user;
//   POST /api/collections/messages/records { chat, author, kind, text, clientId }: checks the
//     token, that the author is the caller and a member, then in one transaction moves the chat's
//     `lastSeq`/`lastMessageAt` and inserts the message with that `seq` (a repeated `clientId`
//     answers the first message), then writes it as a `messages/*` create event, framed as Hearth
//     frames it, to every stream of every member of the chat, and answers the record.
// Usage: node bare-chat-server.mjs <users> <direct chats per user>
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { serveAsBenchChild } from './bench-child.mjs';
import { chatLayout } from './chat-layout.mjs';

const [users, direct] = process.argv.slice(2).map(Number);
const layout = chatLayout(users, { direct });
const COLLECTION_ID = 'pbc_2080315188';
const TOPIC = 'messages/*';

const dir = mkdtempSync(join(tmpdir(), 'hearth-bare-chat-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const db = new Database(join(dir, 'data.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  CREATE TABLE chats (id TEXT PRIMARY KEY NOT NULL, kind TEXT DEFAULT '' NOT NULL,
    title TEXT DEFAULT '' NOT NULL, owner TEXT DEFAULT '' NOT NULL, pair TEXT DEFAULT '' NOT NULL,
    lastMessageAt TEXT DEFAULT '' NOT NULL, lastSeq NUMERIC DEFAULT 0 NOT NULL,
    created TEXT DEFAULT '' NOT NULL, updated TEXT DEFAULT '' NOT NULL);
  CREATE TABLE messages (id TEXT PRIMARY KEY NOT NULL, chat TEXT DEFAULT '' NOT NULL,
    author TEXT DEFAULT '' NOT NULL, kind TEXT DEFAULT '' NOT NULL, text TEXT DEFAULT '' NOT NULL,
    attachments JSON DEFAULT '[]' NOT NULL, clientId TEXT DEFAULT '' NOT NULL,
    replyTo TEXT DEFAULT '' NOT NULL, seq NUMERIC DEFAULT 0 NOT NULL,
    editedAt TEXT DEFAULT '' NOT NULL, deleted BOOLEAN DEFAULT FALSE NOT NULL,
    event TEXT DEFAULT '' NOT NULL, subject TEXT DEFAULT '' NOT NULL,
    created TEXT DEFAULT '' NOT NULL, updated TEXT DEFAULT '' NOT NULL);
  CREATE UNIQUE INDEX idx_messages_chat_seq ON messages (chat, seq);
  CREATE UNIQUE INDEX idx_messages_author_client ON messages (author, clientId)
    WHERE clientId != '';
`);
const now = () => new Date().toISOString().replace('T', ' ');
const insertChat = db.prepare(
  'INSERT INTO chats (id, kind, title, owner, pair, lastMessageAt, created, updated) ' +
    'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
);
db.transaction(() => {
  const at = now();
  for (const chat of layout.chats) {
    const owner = layout.ids[chat.members[0]];
    insertChat.run(chat.id, chat.kind, chat.title, owner, chat.pair, at, at, at);
  }
})();
const nextSeq = db.prepare(
  'UPDATE chats SET lastSeq = lastSeq + 1, lastMessageAt = ? WHERE id = ? RETURNING lastSeq',
);
const insertMessage = db.prepare(
  'INSERT INTO messages (id, chat, author, kind, text, clientId, seq, created, updated) ' +
    'VALUES (@id, @chat, @author, @kind, @text, @clientId, @seq, @created, @updated)',
);
const byClientId = db.prepare('SELECT * FROM messages WHERE author = ? AND clientId = ?');
const send = db.transaction((record) => {
  record.seq = nextSeq.get(record.created, record.chat).lastSeq;
  insertMessage.run(record);
});

const userOf = new Map();
const tokens = layout.ids.map((id) => {
  const token = randomBytes(24).toString('base64url');
  userOf.set(token, id);
  return { id, token };
});
const membersOf = new Map(
  layout.chats.map((chat) => [chat.id, chat.members.map((m) => layout.ids[m])]),
);
const clients = new Map();
const streamsOf = new Map();

const newId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(15)].map((byte) => alphabet[byte % alphabet.length]).join('');
};
const readJson = async (req) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
};
const json = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
};
const present = (row) => ({
  collectionId: COLLECTION_ID,
  collectionName: 'messages',
  ...row,
  attachments: typeof row.attachments === 'string' ? JSON.parse(row.attachments) : [],
  deleted: Boolean(row.deleted),
});

async function createMessage(req, res, user) {
  const body = await readJson(req);
  const members = membersOf.get(body.chat);
  if (!members?.includes(user) || body.author !== user || body.kind !== 'text') {
    return json(res, 400, { status: 400, message: 'Failed to create record.', data: {} });
  }
  if (typeof body.text !== 'string' || body.text === '' || body.text.length > 4000) {
    return json(res, 400, { status: 400, message: 'Failed to create record.', data: {} });
  }
  const clientId = String(body.clientId ?? '');
  if (clientId !== '') {
    const first = byClientId.get(user, clientId);
    if (first) return json(res, 200, present(first));
  }
  const at = now();
  const row = {
    id: newId(),
    chat: body.chat,
    author: user,
    kind: 'text',
    text: body.text,
    clientId,
    seq: 0,
    created: at,
    updated: at,
  };
  send(row);
  const record = present({
    id: row.id,
    chat: row.chat,
    author: row.author,
    kind: row.kind,
    text: row.text,
    attachments: '[]',
    clientId,
    replyTo: '',
    seq: row.seq,
    editedAt: '',
    deleted: 0,
    event: '',
    subject: '',
    created: at,
    updated: at,
  });
  const data = JSON.stringify({ action: 'create', record });
  for (const member of members) {
    for (const client of streamsOf.get(member) ?? []) {
      client.res.write(`id:${client.id}\nevent:${TOPIC}\ndata:${data}\n\n`);
    }
  }
  return json(res, 200, record);
}

const server = createServer(async (req, res) => {
  if (req.method === 'GET' && req.url === '/api/realtime') {
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
    return undefined;
  }
  const user = userOf.get(req.headers.authorization ?? '');
  if (!user) return json(res, 401, { status: 401, message: 'Unauthorized.', data: {} });
  if (req.method === 'POST' && req.url === '/api/realtime') {
    const { clientId, subscriptions } = await readJson(req);
    const client = clients.get(clientId);
    if (!client || !subscriptions?.includes(TOPIC)) return res.writeHead(404).end();
    client.user = user;
    if (!streamsOf.has(user)) streamsOf.set(user, new Set());
    streamsOf.get(user).add(client);
    return res.writeHead(204).end();
  }
  if (req.method === 'POST' && req.url === '/api/collections/messages/records') {
    return createMessage(req, res, user);
  }
  return res.writeHead(404).end();
});

serveAsBenchChild(server, () => clients.size, {
  onMessage: (message) => {
    if (message === 'users') process.send({ users: tokens });
  },
});
