// The baseline for bench/records.bench.mjs: node:http plus better-sqlite3 doing the same queries
// and JSON as Hearth's records API, with nothing else (no routing framework, rules, auth or
// validation). Usage: node bare-records-server.mjs <db file> <port>
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const [file, port] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 10000');
const COLLECTION_ID = db.prepare("SELECT id FROM _collections WHERE name = 'posts'").get().id;
const DRAFTS_ID = db.prepare("SELECT id FROM _collections WHERE name = 'drafts'").get().id;
const listPage = db.prepare(
  'SELECT * FROM posts WHERE views > ? ORDER BY created DESC LIMIT ? OFFSET ?',
);
const countAll = db.prepare('SELECT COUNT(*) AS total FROM posts WHERE views > ?');
const byId = db.prepare('SELECT * FROM posts WHERE id = ?');
const insert = db.prepare(
  'INSERT INTO drafts (id, title, body, views, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
);

const present = (row) => ({ collectionId: COLLECTION_ID, collectionName: 'posts', ...row });
const send = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
};
const newId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(15)].map((byte) => alphabet[byte % alphabet.length]).join('');
};

createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/health') return send(res, 200, { code: 200 });
  if (url.pathname === '/list') {
    const perPage = Number(url.searchParams.get('perPage') ?? 30);
    const items = listPage.all(500, perPage, 0).map(present);
    const total = countAll.get(500).total;
    return send(res, 200, {
      page: 1,
      perPage,
      totalItems: total,
      totalPages: Math.ceil(total / perPage),
      items,
    });
  }
  if (url.pathname === '/view') {
    const row = byId.get(url.searchParams.get('id'));
    return row ? send(res, 200, present(row)) : send(res, 404, { status: 404 });
  }
  if (url.pathname === '/create' && req.method === 'POST') {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const input = JSON.parse(raw);
      const now = new Date().toISOString().replace('T', ' ');
      const record = {
        id: newId(),
        title: String(input.title),
        body: String(input.body),
        views: Number(input.views),
        created: now,
        updated: now,
      };
      insert.run(
        record.id,
        record.title,
        record.body,
        record.views,
        record.created,
        record.updated,
      );
      send(res, 200, { collectionId: DRAFTS_ID, collectionName: 'drafts', ...record });
    });
    return undefined;
  }
  return send(res, 404, { status: 404 });
}).listen(Number(port), '127.0.0.1');
