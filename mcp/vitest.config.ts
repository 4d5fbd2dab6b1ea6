import { defineConfig } from 'vitest/config'
import { sideTests } from '../sidePackages.config.ts'

// `make mcp-test` runs these: the in-process tests import the package by name, pointed at the
// entries; the stdio test runs dist/bin.js.
export default defineConfig(
  sideTests(import.meta.url, { pool: 'threads', maxWorkers: 2, testTimeout: 30000 }),
)
