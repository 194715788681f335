// Stryker (mutation testing) for the server: `npm run mutate -- <folder or file>…`
// (scripts/mutate.mjs sets `mutate`). See docs/mutation-testing.md. Not part of `npm test`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'server/vitest.mutate.config.mjs', dir: 'server' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // The sandbox is a copy of what the server's tests read; the web app, e2e and data stay out.
  ignorePatterns: [
    'web',
    'e2e',
    'bench',
    'data',
    'docs',
    'reports',
    'coverage',
    '**/dist',
    '**/*.tsbuildinfo',
  ],
  // Reruns test only the mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};
