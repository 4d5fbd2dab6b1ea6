import { defineConfig } from 'vitest/config'
import { sideTests } from '../sidePackages.config.ts'

// `make jobs-test` runs these after `make jobs-build`: the workers are the built dist/bin.js as
// child processes, against a redis-server each test file starts on loopback.
export default defineConfig(
  sideTests(import.meta.url, { pool: 'forks', maxWorkers: 2, testTimeout: 60000, hookTimeout: 30000 }),
)
