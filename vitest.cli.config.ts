import { defineConfig } from 'vitest/config'
import { common } from './vitest.config.ts'

// `make cli-test`: the command-line tests, which run dist/cli.js as a child process (build first).
export default defineConfig({
  ...common,
  test: {
    ...common.test,
    include: ['test/cli/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30000,
  },
})
