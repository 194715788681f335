import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// The repository's own config, with only the rule under test and without type information: the
// planted files need not exist.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The focused/skipped-test errors a file at `filePath` holding `code` gets. */
async function focusErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const REFUSED = 'Focused and skipped tests are not committed: every test runs, every time.';

// One test file of each kind the repository has: server, web, e2e, a shared suite, a helper.
const TEST_FILES = [
  'server/src/lib/planted.test.ts',
  'web/src/features/chat/planted.test.tsx',
  'e2e/tests/planted.spec.ts',
  'server/src/storage/planted.case.ts',
  'server/src/test/planted-kit.ts',
  'lint/planted.test.ts',
];

describe('focused and skipped tests (eslint.config.js)', () => {
  it.each([
    "it.only('x', () => {});",
    "it.skip('x', () => {});",
    "test.only('x', () => {});",
    "test.skip('x', () => {});",
    "describe.only('x', () => {});",
    "describe.skip('x', () => {});",
    "it.only.each([1])('x %i', () => {});",
    "it.skip.each([1])('x %i', () => {});",
    "it.concurrent.only('x', async () => {});",
    "describe.concurrent.skip('x', () => {});",
    "it.skipIf(process.platform === 'win32')('x', () => {});",
    "it.runIf(process.env.CI)('x', () => {});",
    "it.todo('x');",
    "test.describe.only('x', () => {});",
    "test.describe.skip('x', () => {});",
    "test.describe.serial.only('x', () => {});",
    "test.fixme('x', async () => {});",
    "test('x', async () => { test.fixme(); });",
    "test('x', async () => { test.skip(true, 'why'); });",
    "fit('x', () => {});",
    "xit('x', () => {});",
    "xtest('x', () => {});",
    "fdescribe('x', () => {});",
    "xdescribe('x', () => {});",
  ])('fails %s in every kind of test file', async (code) => {
    for (const file of TEST_FILES) {
      expect(await focusErrors(file, code), file).toEqual([REFUSED]);
    }
  });

  it('passes tests that always run, in the same files', async () => {
    const code = [
      "describe('x', () => {",
      "  it('a', () => {});",
      "  it.each([1, 2])('b %i', () => {});",
      "  it.concurrent('c', async () => {});",
      "  test('d', async () => {",
      '    test.slow();',
      "    await test.step('e', async () => {});",
      '  });',
      '});',
      "test.describe('f', () => {});",
      "describe.each([1])('g %i', () => {});",
    ].join('\n');
    for (const file of TEST_FILES) expect(await focusErrors(file, code), file).toEqual([]);
  });
});
