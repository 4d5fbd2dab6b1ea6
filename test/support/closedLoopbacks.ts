import { afterAll, afterEach } from 'vitest'
import { closeOpenLoopbacks, closeTestLoopbacks } from './loopback'

// Every test file runs this (setupFiles in vitest.config.ts). Files share a worker's modules, so
// a hook a helper module registers when first loaded runs for the first file that imports it
// only: the servers of loopbackForTest are closed here, for every file, after each test.
afterEach(closeTestLoopbacks)

// A file that leaves a loopback server listening fails (and the server is closed): the next
// files of its worker would count it among theirs (cli/run.test.ts counts listening servers).
afterAll(async () => {
  const left = await closeOpenLoopbacks()
  if (left > 0) throw new Error(`${left} loopback server(s) of this file still listening: close them`)
})
