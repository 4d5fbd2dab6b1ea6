import nock from 'nock'
import { afterAll } from 'vitest'

/** The hosts a test may reach: this machine (the mock and the tests' own servers), by any of its names. */
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

// Every test file runs this first (setupFiles in vitest.config.ts): no request leaves this machine.
// A host nock does not answer is refused before anything is sent.
nock.disableNetConnect()
nock.enableNetConnect(LOOPBACK)

// Files share a worker's modules (vitest.config.ts), so no interceptor a file left outlives it.
afterAll(() => {
  nock.cleanAll()
})
