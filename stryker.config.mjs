// @ts-check
// `make mutation` runs this once per folder: MUTATION_FOLDER names it, and picks its tests in
// vitest.mutation.config.ts. Slow and CPU-bound, so not part of `make test` or CI. Incremental:
// a rerun tests again only the mutants whose code or tests changed since the folder's last run.
const folder = process.env.MUTATION_FOLDER ?? ''
const report = `reports/mutation/${folder.replaceAll('/', '-')}`

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [`${folder}/**/!(*.test|*.test-d).ts`],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  ignoreStatic: true,
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `${report}.json` },
  incremental: true,
  incrementalFile: `${report}.incremental.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
