import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_LAYERS } from './server-layers.js';

const root = fileURLToPath(new URL('..', import.meta.url));

// The repository's own config, with only the boundary rule and without type information: the
// planted files need not exist, and linting hundreds of them stays fast.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The boundary errors a file at `filePath` gets for importing `specifier`. */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { planted } from '${specifier}';\nexport const use = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const modules = SERVER_LAYERS.flatMap((layer, index) =>
  layer.modules.map((module) => ({ module, index })),
);

/** A file of the module: the module itself when it is a file, else a new file in its folder. */
function fileOf(module: string, name = 'planted.ts'): string {
  return module.endsWith('.ts') ? `server/src/${module}` : `server/src/${module}/${name}`;
}

/** How `from` imports a file of `to`, relative as the server's code writes it. */
function specifierFor(from: string, to: string): string {
  const target = to.endsWith('.ts') ? to.replace(/\.ts$/, '.js') : `${to}/thing.js`;
  const relative = posix.relative(posix.dirname(fileOf(from)), `server/src/${target}`);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

describe('server layers (lint/server-layers.js)', () => {
  const pairs = modules.flatMap((from) => modules.map((to) => ({ from, to })));
  const downward = pairs.filter(({ from, to }) => to.index > from.index);
  const upOrAcross = pairs.filter(({ from, to }) => to.index <= from.index && to !== from);

  it('lets every module import the layers below its own', async () => {
    const flagged: string[] = [];
    for (const { from, to } of downward) {
      const errors = await boundaryErrors(
        fileOf(from.module),
        specifierFor(from.module, to.module),
      );
      if (errors.length > 0) flagged.push(`${from.module} -> ${to.module}: ${errors.join('; ')}`);
    }
    expect(flagged).toEqual([]);
    expect(downward.length).toBeGreaterThan(300);
  });

  it('fails an import of the same layer or one above, naming both modules', async () => {
    const missed: string[] = [];
    for (const { from, to } of upOrAcross) {
      const errors = await boundaryErrors(
        fileOf(from.module),
        specifierFor(from.module, to.module),
      );
      const named = errors.some((e) => e.includes(`${from.module} must not import ${to.module}`));
      if (!named) missed.push(`${from.module} -> ${to.module}`);
    }
    expect(missed).toEqual([]);
    expect(upOrAcross.length).toBeGreaterThan(300);
  });

  it('fails the planted record import in the filter compiler that once linted clean', async () => {
    const errors = await boundaryErrors(
      'server/src/filter/compile.ts',
      '../records/record-service.js',
    );
    expect(errors).toEqual([expect.stringContaining('filter must not import records')]);
  });

  it('keeps the engine from importing the product features', async () => {
    const engine = modules.filter(({ module }) => module !== 'cli' && module !== 'features');
    for (const { module } of engine) {
      const errors = await boundaryErrors(fileOf(module), specifierFor(module, 'features'));
      expect(errors, module).toEqual([expect.stringContaining('must not import features')]);
    }
    expect(await boundaryErrors('server/src/cli/cli.ts', '../features/hearth-features.js')).toEqual(
      [],
    );
  });

  it('lets only the composition root and the CLI pick the storage engine', async () => {
    const allowed = new Set(['storage', 'app.ts', 'cli']);
    for (const { module } of modules) {
      const from = fileOf(module);
      const specifier = specifierFor(module, 'storage').replace('thing.js', 'sqlite/sqlite-db.js');
      const errors = await boundaryErrors(from, specifier);
      const refused = errors.some((e) => e.includes('picks the storage engine'));
      expect(refused, module).toBe(!allowed.has(module));
    }
  });

  it('lets only http/ use the HTTP framework', async () => {
    for (const { module } of modules) {
      const errors = await boundaryErrors(fileOf(module), 'hono');
      expect(errors.length > 0, module).toBe(module !== 'http');
    }
  });

  it('keeps test helpers out of shipped code, and lets tests import what they need', async () => {
    expect(await boundaryErrors('server/src/records/planted.ts', '../test/test-server.js')).toEqual(
      [expect.stringContaining('Test helpers are for tests only')],
    );
    expect(await boundaryErrors('server/src/filter/planted.test.ts', '../test/x.js')).toEqual([]);
    expect(await boundaryErrors('server/src/filter/planted.test.ts', '../records/x.js')).toEqual(
      [],
    );
  });

  it('fails a new top-level module until it has a layer', async () => {
    expect(await boundaryErrors('server/src/newthing/planted.ts', '../lib/dates.js')).toEqual([
      expect.stringContaining('needs a layer in lint/server-layers.js'),
    ]);
  });
});

describe('web boundaries (lint/web-boundaries.js)', () => {
  it('fails a feature importing another feature, not its own files', async () => {
    const from = 'web/src/features/chat/planted.ts';
    expect(await boundaryErrors(from, '@/features/friends/api')).toEqual([
      expect.stringContaining('Features never import other features'),
    ]);
    expect(await boundaryErrors(from, '@/features/chat/api')).toEqual([]);
  });

  it('fails shared code importing the app shell or a feature', async () => {
    const from = 'web/src/shared/lib/planted.ts';
    expect(await boundaryErrors(from, '@/app/router')).toHaveLength(1);
    expect(await boundaryErrors(from, '@/features/chat/api')).toHaveLength(1);
  });

  it('lets only shared/lib/pb.ts import the PocketBase SDK', async () => {
    expect(await boundaryErrors('web/src/features/chat/planted.ts', 'pocketbase')).toEqual([
      expect.stringContaining('web/src/shared/lib/pb.ts'),
    ]);
    expect(await boundaryErrors('web/src/shared/lib/pb.ts', 'pocketbase')).toEqual([]);
  });

  it('fails a relative import that climbs out of its folder', async () => {
    expect(await boundaryErrors('web/src/features/chat/ui/planted.ts', '../../home/x')).toEqual([
      expect.stringContaining('through the @/ alias'),
    ]);
  });
});

describe('import cycles (scripts/check-cycles.mjs)', () => {
  const run = promisify(execFile);
  const fixture = mkdtempSync(join(tmpdir(), 'hearth-cycles-'));
  writeFileSync(join(fixture, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }');
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  async function checkCycles(...args: string[]) {
    const script = join(root, 'scripts/check-cycles.mjs');
    return run(process.execPath, [script, ...args], { cwd: root }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
    );
  }

  function plant(dir: string, files: Record<string, string>) {
    const base = mkdtempSync(join(fixture, `${dir}-`));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(base, name), text);
    return [join(fixture, 'tsconfig.json'), `${base}/*.ts`];
  }

  it('fails on a cycle made only of type imports, naming its files', async () => {
    const args = plant('types', {
      'a.ts': "import type { B } from './b.js';\nexport interface A { b: B }\n",
      'b.ts': "import type { A } from './a.js';\nexport interface B { a: A }\n",
    });
    const result = await checkCycles(...args);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/[ab]\.ts -> \S*[ab]\.ts -> \S*[ab]\.ts/);
  });

  it('passes imports that run one way', async () => {
    const args = plant('oneway', {
      'a.ts': "import type { B } from './b.js';\nexport interface A { b: B }\n",
      'b.ts': 'export interface B { n: number }\n',
    });
    expect(await checkCycles(...args)).toEqual({ code: 0, output: 'No import cycles.\n' });
  });

  it('finds no cycle in the repository', async () => {
    expect(await checkCycles()).toEqual({ code: 0, output: 'No import cycles.\n' });
  });
});
