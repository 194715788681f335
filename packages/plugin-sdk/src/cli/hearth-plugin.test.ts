import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import yauzl from 'yauzl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PluginManifest } from '../manifest.js';
import { runHearthPlugin } from './hearth-plugin.js';

const MANIFEST: PluginManifest = {
  id: 'hello',
  name: { en: 'Hello', zh: '你好', ja: 'こんにちは' },
  version: '1.0.0',
  description: 'Says hello.',
  author: 'Hearth',
  icon: 'icon.svg',
  entry: 'index.html',
  capabilities: ['messages.send'],
  contributes: {
    commands: [{ name: 'hello', description: 'Greets the chat' }],
    messages: [{ type: 'hello', height: 80 }],
  },
};

let folder: string;
let lines: { log: string[]; error: string[] };

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'hearth-plugin-'));
  lines = { log: [], error: [] };
  await writeFiles({
    'manifest.json': JSON.stringify(MANIFEST),
    'index.html':
      '<!doctype html><link rel="stylesheet" href="style.css"><script src="main.js"></script>',
    'main.js': 'console.log("hi")',
    'style.css': 'body { margin: 0 }',
    'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function writeFiles(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
}

async function writeManifest(change: (manifest: PluginManifest) => unknown): Promise<void> {
  await writeFiles({ 'manifest.json': JSON.stringify(change(structuredClone(MANIFEST))) });
}

function run(...args: string[]): Promise<number> {
  return runHearthPlugin(args, {
    log: (line) => lines.log.push(line),
    error: (line) => lines.error.push(line),
  });
}

const modified: Date[] = [];

/** The names and contents of a zip's entries, in the zip's order (their times in `modified`). */
function unzip(path: string): Promise<[string, string][]> {
  modified.length = 0;
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: [string, string][] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push([entry.fileName, Buffer.concat(chunks).toString('utf8')]);
            modified.push(entry.getLastModDate());
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe('hearth-plugin check', () => {
  it('passes a folder the server would accept', async () => {
    expect(await run('check', folder)).toBe(0);
    expect(lines.log).toEqual(['hello 1.0.0: 5 files, ready to pack']);
  });

  it.each<[string, (manifest: PluginManifest) => unknown, string]>([
    [
      'a pattern',
      (m) => ({ ...m, contributes: { commands: [{ name: 'Hello', description: 'x' }] } }),
      'manifest.json: /contributes/commands/0/name must match ^[a-z0-9-]{1,32}$',
    ],
    ['a required field', ({ author: _, ...m }) => m, 'manifest.json: / must have "author"'],
    [
      'an unknown field',
      (m) => ({ ...m, colour: 'red' }),
      'manifest.json: / must not have "colour"',
    ],
    [
      'a capability',
      (m) => ({ ...m, capabilities: ['camera'] }),
      'manifest.json: /capabilities/0 must be one of messages.send, chat.read, storage, state, notifications, network',
    ],
    [
      'a missing entry page',
      (m) => ({ ...m, entry: 'app.html' }),
      'manifest.json: /entry names app.html, which is not in the folder',
    ],
    [
      'an icon of another kind',
      (m) => ({ ...m, icon: 'main.js' }),
      'manifest.json: /icon must name a .svg, .png, .webp file (main.js)',
    ],
    [
      'a command twice',
      (m) => ({
        ...m,
        contributes: {
          commands: [
            { name: 'hi', description: 'x' },
            { name: 'hi', description: 'y' },
          ],
        },
      }),
      'manifest.json: /contributes/commands/1/name "hi" is used twice',
    ],
    [
      'hosts without the network capability',
      (m) => ({ ...m, network: ['api.example.com'] }),
      'manifest.json: /network is only allowed with the network capability',
    ],
    [
      'a host with a scheme',
      (m) => ({ ...m, capabilities: ['network'], network: ['https://api.example.com'] }),
      'manifest.json: /network/0 "https://api.example.com" must be a plain host name such as api.example.com or *.example.com',
    ],
  ])('names what to fix in the manifest: %s', async (_, change, problem) => {
    await writeManifest(change);
    expect(await run('check', folder)).toBe(1);
    expect(lines.error).toContain(`  ${problem}`);
  });

  it('says when manifest.json is missing or not JSON', async () => {
    await rm(join(folder, 'manifest.json'));
    expect(await run('check', folder)).toBe(1);
    expect(lines.error).toContain('  manifest.json: not found at the root of the folder');
    await writeFiles({ 'manifest.json': '{ "id": ' });
    expect(await run('check', folder)).toBe(1);
    expect(lines.error.at(-1)).toMatch(/^ {2}manifest\.json: not valid JSON \(/);
  });

  it('refuses pages that load scripts from outside the bundle', async () => {
    await writeFiles({
      'index.html':
        '<script src="https://cdn.example.com/x.js"></script><script src="main.js"></script>',
      'pages/other.html': "<link rel=stylesheet href='../../app.css'>",
    });
    expect(await run('check', folder)).toBe(1);
    expect(lines.error.join('\n')).toContain(
      'index.html: scripts outside the bundle are not allowed (<script src="https://cdn.example.com/x.js">)',
    );
    expect(lines.error.join('\n')).toContain('pages/other.html: scripts outside the bundle');
    expect(lines.error.join('\n')).not.toContain('main.js');
  });

  it('refuses more files than a bundle holds', async () => {
    await writeFiles(
      Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`data/${index}.txt`, 'x'])),
    );
    expect(await run('check', folder)).toBe(1);
    expect(lines.error).toContain('  205 files; a bundle holds at most 200');
  });

  it('refuses a link in the folder', async () => {
    await symlink(join(folder, 'main.js'), join(folder, 'linked.js'));
    expect(await run('check', folder)).toBe(1);
    expect(lines.error).toEqual(['linked.js: links cannot go in a bundle; copy the file in']);
  });

  it('explains its usage when misused', async () => {
    expect(await run()).toBe(2);
    expect(await run('check')).toBe(2);
    expect(await run('pack', folder, '-x', 'out.zip')).toBe(2);
    expect(lines.error[0]).toMatch(/^Usage:/);
    expect(await run('help')).toBe(0);
  });
});

describe('hearth-plugin pack', () => {
  it('zips the folder: manifest at the root, in a stable order, no dotfiles or node_modules', async () => {
    await writeFiles({
      '.env': 'SECRET=1',
      '.git/HEAD': 'ref',
      'node_modules/x/index.js': '',
      'assets/a b.txt': 'spaces',
    });
    const out = join(folder, 'out', 'hello.zip');
    expect(await run('pack', folder, '-o', out)).toBe(0);
    const entries = await unzip(out);
    expect(entries.map(([name]) => name)).toEqual([
      'assets/a b.txt',
      'icon.svg',
      'index.html',
      'main.js',
      'manifest.json',
      'style.css',
    ]);
    expect(Object.fromEntries(entries)['manifest.json']).toBe(JSON.stringify(MANIFEST));
    expect(lines.log).toEqual([`${out}: 6 files, ${(await stat(out)).size} bytes`]);
  });

  it('orders the files by their whole path', async () => {
    const names = ['zeta', 'Alpha', 'mu', 'beta', '_x', 'delta', 'Omega', 'kappa', 'eta'];
    await writeFiles(Object.fromEntries(names.map((name) => [`data/${name}.txt`, name])));
    // note: a walk lists data/ before data-1.txt; by path, "-" comes before "/".
    await writeFiles({ 'data-1.txt': '1' });
    const out = join(folder, 'hello.zip');
    expect(await run('pack', folder, '-o', out)).toBe(0);
    const paths = (await unzip(out)).map(([name]) => name);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toHaveLength(15);
  });

  it('gives the same bytes for the same files, and leaves an earlier bundle out', async () => {
    const out = join(folder, 'hello.zip');
    expect(await run('pack', folder, '-o', out)).toBe(0);
    await unzip(out);
    // Every entry has the same fixed time, not the time of packing.
    expect(new Set(modified.map((date) => date.getFullYear()))).toEqual(new Set([2000]));
    const first = await readFile(out);
    await writeFiles({ 'main.js': 'console.log("hi")' });
    expect(await run('pack', folder, '-o', out)).toBe(0);
    expect((await readFile(out)).equals(first)).toBe(true);
    expect((await unzip(out)).map(([name]) => name)).not.toContain('hello.zip');
  });

  it('names the bundle after the plugin without -o', async () => {
    const here = process.cwd();
    process.chdir(folder);
    try {
      expect(await run('pack', '.')).toBe(0);
    } finally {
      process.chdir(here);
    }
    expect((await unzip(join(folder, 'hello-1.0.0.zip'))).length).toBe(5);
  });

  it('writes nothing when the folder has a problem', async () => {
    await writeManifest((m) => ({ ...m, entry: 'missing.html' }));
    const out = join(folder, 'hello.zip');
    expect(await run('pack', folder, '-o', out)).toBe(1);
    await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(lines.error).toEqual([
      'The plugin has a problem:',
      '  manifest.json: /entry names missing.html, which is not in the folder',
    ]);
  });
});
