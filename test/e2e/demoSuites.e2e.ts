/**
 * The demo's three browser suites (demo.e2e.ts, keyboard.e2e.ts, plots.e2e.ts) on one demo and one
 * Chromium, each on a page of its own: `make e2e` runs this; each file also runs alone.
 *
 *   npx tsx test/e2e/demoSuites.e2e.ts
 */
import { demoSuite } from './demo.e2e'
import { PORTS_FROM_ENV, runDemoSuites } from './demoSuite'
import { keyboardSuite } from './keyboard.e2e'
import { plotsSuite } from './plots.e2e'

await runDemoSuites([demoSuite, keyboardSuite, plotsSuite], PORTS_FROM_ENV)
