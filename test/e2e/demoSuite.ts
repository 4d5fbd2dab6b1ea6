import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { type DemoOptions, type RunningDemo, startDemo } from '../../react-demo/startDemo'
import { check, expectEqual, failSetup, giveUpAfter, launchChromium, report } from './harness'

/** A browser suite on the running demo: its checks, and how long it may take at most. */
export interface DemoSuite {
  name: string
  limitMs: number
  run: (page: Page, demo: RunningDemo) => Promise<void>
}

/** The demo's ports: free ones, or those of W3DATA_MOCK_PORT and W3DATA_DEMO_PORT. */
export const PORTS_FROM_ENV: DemoOptions = {
  mockPort: Number(process.env.W3DATA_MOCK_PORT ?? 0),
  demoPort: Number(process.env.W3DATA_DEMO_PORT ?? 0),
}

/** The module is the script node was started with (`npx tsx <file>`), not an import of another. */
export const isMain = (moduleUrl: string): boolean => process.argv[1] === fileURLToPath(moduleUrl)

/**
 * Starts the demo on its mock and one Chromium, runs each suite on a page of its own (a fresh
 * browser context: no storage carried over), checks after each that its page threw nothing, and
 * prints the tally. A suite that takes longer than its limit ends the run.
 */
export async function runDemoSuites(suites: readonly DemoSuite[], options: DemoOptions = {}): Promise<void> {
  // Its own Vite cache: the unit tests' `make demo` runs alongside would rebuild a shared one.
  const viteCache = mkdtempSync(join(tmpdir(), 'w3data-e2e-vite-'))
  let demo: RunningDemo | undefined
  let browser: Browser | undefined
  try {
    demo = await startDemo({ cacheDir: viteCache, ...options })
    browser = await launchChromium()
    for (const suite of suites) await runOne(suite, browser, demo)
  } catch (error) {
    failSetup('setup', error)
  } finally {
    await browser?.close()
    await demo?.close()
    rmSync(viteCache, { recursive: true, force: true })
  }
  report()
}

async function runOne({ name, limitMs, run }: DemoSuite, browser: Browser, demo: RunningDemo): Promise<void> {
  const limit = giveUpAfter(name, limitMs)
  console.log(`${name}: ${demo.url} (mock provider on ${demo.mockUrl})`)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(10_000)
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const consoleErrors = watchConsoleErrors(page, demo.url)
    await run(page, demo)
    await check('no uncaught errors in the page', async () => {
      expectEqual(pageErrors.join('\n'), '', 'page errors')
    })
    await check('no console errors from the demo’s own server (a missing /favicon.ico is one)', async () => {
      expectEqual(consoleErrors.join('\n'), '', 'console errors')
    })
  } catch (error) {
    failSetup(name, error)
  } finally {
    await context.close()
    clearTimeout(limit)
  }
}

/**
 * Console errors about the demo's own URLs, such as a file it fails to serve. Failed calls to the
 * mock provider are left out: the suites provoke those on purpose.
 */
function watchConsoleErrors(page: Page, demoUrl: string): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    const { url } = message.location()
    if (message.type() === 'error' && url.startsWith(demoUrl)) errors.push(`${message.text()} (${url})`)
  })
  return errors
}
