import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url))

// Tests import the package by name, as a user would; these aliases point the names at the entries.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^w3data\/(.*)$/, replacement: entry('./entries/$1.ts') },
      { find: /^w3data$/, replacement: entry('./entries/index.ts') },
    ],
  },
  test: {
    include: [
      'runtime/**/*.test.ts',
      'cli/**/*.test.ts',
      'generator/**/*.test.ts',
      'test/**/*.test.ts',
      'test/**/*.test.tsx',
    ],
    // test/cli runs the built command (dist/cli.js): `make cli-test` builds first (vitest.cli.config.ts).
    exclude: ['**/node_modules/**', 'test/e2e/**', 'test/cli/**'],
    // No test reaches the internet: nock refuses every host but this machine's (the configs built on
    // this one inherit it).
    setupFiles: ['test/support/noNetwork.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 15000,
    // The type tests (*.test-d.ts) are checked by `make typecheck`: tsconfig.json includes test/.
  },
})
