import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

// `make jobs-test` runs these with the root's vitest, after `make jobs-build`: the workers are the
// built dist/bin.js as child processes, against a redis-server each test file starts on loopback.
export default defineConfig({
  root: here('.'),
  resolve: {
    alias: [
      { find: /^w3data\/(.*)$/, replacement: here('../entries/$1.ts') },
      { find: /^w3data$/, replacement: here('../entries/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60000,
    hookTimeout: 30000,
  },
})
