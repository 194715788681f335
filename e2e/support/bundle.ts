import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The server under test serves `WEB_DIR` when set (global-setup passes it on), so measure that build.
const dist = process.env['WEB_DIR'] || fileURLToPath(new URL('../../web/dist', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** One JS file the page needs, with its gzip size. */
export interface BundleFile {
  file: string;
  gzipBytes: number;
}

/**
 * The JS a route needs before it can render, read from Vite's build manifest: the entry, the
 * given lazily loaded modules (route, layout, messages), and everything they import statically.
 * Chunks loaded later on purpose (when idle or on use) are dynamic imports and not counted.
 */
export function initialJs(lazyModules: string[]): BundleFile[] {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const key of lazyModules) visit(key);
  return [...seen]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    }));
}
