import { defineConfig } from 'vitest/config'

// `make test`'s run of the two packages beside the library (mcp/, jobs/), each with its own
// configuration, in one vitest: its two workers take the files of both, so that the jobs tests'
// waits on Redis and the plan's rate overlap the MCP tests, and the library's sources are
// transformed once for both. `make mcp-test` and `make jobs-test` run each alone.
export default defineConfig({
  test: { projects: ['mcp/vitest.config.ts', 'jobs/vitest.config.ts'], maxWorkers: 2 },
})
