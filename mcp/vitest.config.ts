import { defineConfig } from 'vitest/config'
import { sideTests } from '../sidePackages.config.ts'

// `make mcp-test` runs these: the in-process tests import the package by name, pointed at the
// entries; the stdio test runs dist/bin.js. No file mocks a module, fakes the clock or sets
// globals, so a worker's files share its modules (the server and the catalogues load once).
export default defineConfig(
  sideTests(import.meta.url, { pool: 'threads', maxWorkers: 2, testTimeout: 30000, isolate: false }),
)
