import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
/** Vite names built assets by content hash, so they never change under the same URL. */
const IMMUTABLE_PREFIX = '/assets/';

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the built web app: files under `root` as they are, compressed (brotli or gzip) once and
 * kept in memory, hashed assets cached for a year, and `index.html` for every other path so the
 * client-side router handles it (history mode).
 */
export function staticSite(root: string): MiddlewareHandler {
  const cache = new Map<string, CachedFile>();
  const rootPrefix = normalize(root + sep);

  return async (c, next) => {
    const path = decodePath(c.req.path);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path === null || isApiPath(path)) {
      return next();
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(rootPrefix) && file !== normalize(root)) return next();
    const found = await readCached(cache, file);
    if (found) return respond(c, found, extname(file), path.startsWith(IMMUTABLE_PREFIX));
    // A missing hashed asset must 404 so a stale client can tell (and reload), not get HTML.
    if (path.startsWith(IMMUTABLE_PREFIX)) return next();
    const index = await readCached(cache, join(root, 'index.html'));
    return index ? respond(c, index, '.html', false) : next();
  };
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function decodePath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

async function readCached(
  cache: Map<string, CachedFile>,
  file: string,
): Promise<CachedFile | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const entry: CachedFile = { mtimeMs: info.mtimeMs, body: await readFile(file) };
    cache.set(file, entry);
    return entry;
  } catch {
    // note: a missing file is the normal case for client-side routes.
    return null;
  }
}

function respond(c: Context, file: CachedFile, extension: string, immutable: boolean): Response {
  const headers: Record<string, string> = {
    'Content-Type': MIME_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  let body = file.body;
  if (COMPRESSIBLE.has(extension) && file.body.length > 1024) {
    const accepted = c.req.header('Accept-Encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      file.br ??= brotliCompressSync(file.body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      });
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      file.gzip ??= gzipSync(file.body, { level: 9 });
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}
