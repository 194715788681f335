import { checkPluginFolder } from './check-plugin.js';
import { packPlugin } from './pack-plugin.js';

const USAGE = `Usage:
  hearth-plugin check <folder>                 check a plugin folder (manifest.json at its root)
  hearth-plugin pack <folder> [-o <out.zip>]   check it, then zip it into a bundle to install

The bundle leaves out dotfiles and node_modules. Without -o it is <id>-<version>.zip here.`;

/** Output the command writes to, so tests can read it. */
export interface Console {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs `hearth-plugin` with its arguments (`check <folder>`, `pack <folder> [-o out.zip]`);
 * the exit code: 0 done, 1 the folder has problems, 2 the command was misused.
 */
export async function runHearthPlugin(
  args: readonly string[],
  out: Console = console,
): Promise<number> {
  const [command, folder, ...rest] = args;
  if (command === 'check' && folder !== undefined && rest.length === 0) return check(folder, out);
  if (command === 'pack' && folder !== undefined) {
    const target = outputOf(rest);
    if (target !== null) return pack(folder, target, out);
  }
  if (command === 'help' || command === '--help' || command === '-h') {
    out.log(USAGE);
    return 0;
  }
  out.error(USAGE);
  return 2;
}

/** `[]` → no output named; `['-o', 'x.zip']` → `x.zip`; anything else → null (misuse). */
function outputOf(rest: readonly string[]): string | undefined | null {
  if (rest.length === 0) return undefined;
  const [flag, path] = rest;
  return rest.length === 2 && (flag === '-o' || flag === '--out') && path ? path : null;
}

async function check(folder: string, out: Console): Promise<number> {
  const result = await guard(() => checkPluginFolder(folder), out);
  if (!result) return 1;
  if (result.problems.length > 0 || !result.manifest) return report(result.problems, out);
  const { id, version } = result.manifest;
  out.log(`${id} ${version}: ${result.files.length} files, ready to pack`);
  return 0;
}

async function pack(folder: string, target: string | undefined, out: Console): Promise<number> {
  const result = await guard(() => packPlugin(folder, target), out);
  if (!result) return 1;
  if (!result.ok) return report(result.problems, out);
  out.log(`${result.out}: ${result.files} files, ${result.bytes} bytes`);
  return 0;
}

function report(problems: readonly string[], out: Console): number {
  out.error(
    `The plugin has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:`,
  );
  for (const problem of problems) out.error(`  ${problem}`);
  return 1;
}

/** Runs `task`, turning a failure to read the folder into a message (no stack for a typo). */
async function guard<T>(task: () => Promise<T>, out: Console): Promise<T | null> {
  try {
    return await task();
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return null;
  }
}
