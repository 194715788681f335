// The baseline for bench/auth.bench.mjs: node:http + better-sqlite3 + argon2 + jose doing what a
// password login and a token refresh must do at least (find the user, verify the password or
// the token, sign a new token), with nothing else. Usage: node bare-auth-server.mjs <db> <port>
import { createServer } from 'node:http';
import { verify } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import { jwtVerify, SignJWT } from 'jose';

const [file, port] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const byId = db.prepare('SELECT * FROM users WHERE id = ?');
const SECRET = 'bare-baseline-secret-of-fifty-characters-xxxxxxxxxx';

const sign = (user) =>
  new SignJWT({ id: user.id, type: 'auth', collectionId: '_pb_users_auth_', refreshable: true })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode(user.tokenKey + SECRET));
const send = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
};
const present = ({ password: _p, tokenKey: _k, ...user }) => ({
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  ...user,
});

createServer(async (req, res) => {
  if (req.url === '/health') return send(res, 200, {});
  if (req.url === '/login') {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const { identity, password } = JSON.parse(raw);
    const user = byEmail.get(identity);
    if (!user || !(await verify(user.password, password))) return send(res, 400, { status: 400 });
    return send(res, 200, { token: await sign(user), record: present(user) });
  }
  if (req.url === '/refresh') {
    const token = req.headers.authorization ?? '';
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}',
    );
    const user = byId.get(claims.id ?? '');
    if (!user) return send(res, 401, { status: 401 });
    await jwtVerify(token, new TextEncoder().encode(user.tokenKey + SECRET));
    return send(res, 200, { token: await sign(user), record: present(user) });
  }
  return send(res, 404, { status: 404 });
}).listen(Number(port), '127.0.0.1');
