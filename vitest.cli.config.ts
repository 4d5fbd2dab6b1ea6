import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

// `make cli-test`: the command-line tests, which run dist/cli.js as a child process (build first).
// Spread rather than mergeConfig, which would concatenate the include and exclude lists.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/cli/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30000,
  },
})
