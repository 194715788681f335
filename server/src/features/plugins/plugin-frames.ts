import type { App } from '../../app.js';
import { notFound } from '../../errors.js';
import type { RequestInfo } from '../../request-info.js';
import { RawReply } from '../../router/custom-routes.js';
import { frameCsp, ICON_CSP } from './frame-csp.js';
import { bundleFileKey, contentTypeOf } from './plugin-files.js';
import { grantById, pluginById, type InstalledPlugin } from './plugin-records.js';

/**
 * Serves one file of a plugin for one user's grant (`GET /api/hearth/plugin-frames/:grantId/…`).
 * The sandboxed frame has an opaque origin and sends no token, so the grant's id in the path is
 * what ties the request to a user's consent: while the grant is enabled its plugin's files are
 * served with the CSP it allows (network hosts only when `network` is granted); otherwise, and
 * for a path the bundle lacks, 404. Revalidated on every use (`no-cache` + ETag), so an update
 * or a revoked capability takes effect at the next load.
 */
export async function serveFrameFile(
  app: App,
  grantId: string,
  path: string,
  info: RequestInfo,
): Promise<RawReply> {
  const grant = await grantById(app, app.db, grantId);
  if (!grant?.enabled) throw notFound();
  const plugin = await pluginById(app, app.db, grant.plugin);
  if (!plugin) throw notFound();
  const network =
    grant.granted.includes('network') && plugin.capabilities.includes('network')
      ? (plugin.manifest.network ?? [])
      : null;
  const headers = {
    'Content-Security-Policy': frameCsp(network),
    'Referrer-Policy': 'no-referrer',
    // note: the validator names the bundle and the policy, which both change what is served.
    ETag: `"${plugin.bundleHash.slice(0, 32)}-${network ? 'net' : 'off'}"`,
  };
  return serveBundleFile(app, { plugin, path, headers, info, framable: true });
}

/** Serves a plugin's icon to anyone; an SVG can neither run scripts nor load anything. */
export async function serveIcon(app: App, id: string, info: RequestInfo): Promise<RawReply> {
  const plugin = await pluginById(app, app.db, id);
  const icon = plugin?.manifest.icon;
  if (!plugin || icon === undefined) throw notFound();
  const headers = {
    'Content-Security-Policy': ICON_CSP,
    ETag: `"${plugin.bundleHash.slice(0, 32)}-icon"`,
  };
  return serveBundleFile(app, { plugin, path: icon, headers, info, framable: false });
}

/** One file to serve, with the headers of its kind (a validator among them). */
interface FileRequest {
  plugin: InstalledPlugin;
  path: string;
  headers: { ETag: string } & Record<string, string>;
  info: RequestInfo;
  framable: boolean;
}

async function serveBundleFile(
  app: App,
  { plugin, path, headers, info, framable }: FileRequest,
): Promise<RawReply> {
  const key = bundleFileKey(plugin.id, plugin.bundleHash, path);
  if (key === null) throw notFound();
  const all = {
    ...headers,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (matches(info.headers['if_none_match'], headers.ETag)) {
    if ((await app.blobs.stat(key)) === null) throw notFound();
    return new RawReply(null, 304, all, framable);
  }
  const data = await app.blobs.read(key);
  if (data === null) throw notFound();
  return new RawReply(data, 200, { ...all, 'Content-Type': contentTypeOf(path) }, framable);
}

/** `If-None-Match` names this ETag (or `*`); weak tags compare by their value. */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
