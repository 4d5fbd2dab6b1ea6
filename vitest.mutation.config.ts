import { relative } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { common } from './vitest.config'

// `make mutation` (StrykerJS, stryker.config.mjs): one folder at a time, each against the tests
// that guard it, on one worker, without the type tests.
const TESTS: Readonly<Record<string, readonly string[]>> = {
  'runtime/http': [
    'runtime/http/*.test.ts',
    'test/fuzz/parseJson.test.ts',
    'test/client/*.test.ts',
    'test/aptos/operations.test.ts',
    'test/streams/retries.test.ts',
    'test/security/headers.test.ts',
    'test/security/hostile.test.ts',
  ],
  'runtime/paging': [
    'runtime/paging/paging.test.ts',
    'test/client/paging.test.ts',
    'test/mock/paging.test.ts',
    'cli/resume.test.ts',
    'test/evm/rules.test.ts',
    'test/security/hostile.test.ts',
  ],
  'runtime/values': [
    'runtime/values/**/*.test.ts',
    'runtime/operation/valueTypes.test.ts',
    'runtime/operation/evmAddressParams.test.ts',
    'test/fuzz/values-*.test.ts',
  ],
  'runtime/errors': [
    'runtime/errors/*.test.ts',
    'test/client/errors.test.ts',
    'test/client/retry.test.ts',
    'test/client/transport.test.ts',
    'test/security/redaction.test.ts',
    'test/security/secrets.test.ts',
  ],
  'runtime/streams': [
    'runtime/streams/*.test.ts',
    'test/security/signature.test.ts',
    'test/security/webhook-bytes.test.ts',
    'test/streams/*.test.ts',
    'test/compat/parsedLogsWithoutViem.test.ts',
  ],
  cli: ['cli/*.test.ts'],
  'mock/checks': [
    'test/mock/checks.test.ts',
    'test/mock/checkRules.test.ts',
    'test/mock/valueChecks.test.ts',
    'test/mock/checkUnits.test.ts',
  ],
}

/**
 * Test files that run the whole command line against a mock, slow beside the unit tests, from the
 * quickest to the slowest (main.test.ts calls every operation). Each mutant runs only the tests
 * that cover it and stops at the first failure, so these go last, in this order: a mutant a
 * unit test catches dies without waiting for them.
 */
const SLOW_LAST: readonly string[] = [
  'cli/run.test.ts',
  'cli/export.test.ts',
  'cli/firstDay.test.ts',
  'cli/main.test.ts',
]

class SlowLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) =>
      SLOW_LAST.indexOf(relative(file.project.config.root, file.moduleId))
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId))
  }
}

const folder = process.env.MUTATION_FOLDER ?? ''
const include = TESTS[folder]
if (!include) throw new Error(`MUTATION_FOLDER must be one of: ${Object.keys(TESTS).join(', ')}`)

export default defineConfig({
  ...common,
  test: {
    ...common.test,
    include: [...include],
    exclude: ['**/node_modules/**'],
    maxWorkers: 1,
    typecheck: { enabled: false },
    sequence: { sequencer: SlowLast },
  },
})
