import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

// `make mcp-test` runs these with the root's vitest. The package is imported by name, as a user
// would; the in-process tests point the names at the entries, the stdio test runs dist/bin.js.
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
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 30000,
  },
})
