import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { type DemoOptions, type RunningDemo, startDemo } from '../../react-demo/startDemo'
import { check, expectEqual, failSetup, giveUpAfter, launchChromium, report } from './harness'

/**
 * Starts the demo on its mock and a Chromium page, runs `suite` on them, checks that the page threw
 * nothing, and prints the tally; gives up after `limitMs`.
 */
export async function runDemoSuite(
  name: string,
  limitMs: number,
  suite: (page: Page, demo: RunningDemo) => Promise<void>,
  options: DemoOptions = {},
): Promise<void> {
  const limit = giveUpAfter(name, limitMs)
  // Its own Vite cache: the unit tests' `make demo` runs alongside would rebuild a shared one.
  const viteCache = mkdtempSync(join(tmpdir(), 'w3data-e2e-vite-'))
  let demo: RunningDemo | undefined
  let browser: Browser | undefined
  try {
    demo = await startDemo({ cacheDir: viteCache, ...options })
    console.log(`${name}: ${demo.url} (mock provider on ${demo.mockUrl})`)
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    page.setDefaultTimeout(10_000)
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const consoleErrors = watchConsoleErrors(page, demo.url)
    await suite(page, demo)
    await check('no uncaught errors in the page', async () => {
      expectEqual(pageErrors.join('\n'), '', 'page errors')
    })
    await check('no console errors from the demo’s own server (a missing /favicon.ico is one)', async () => {
      expectEqual(consoleErrors.join('\n'), '', 'console errors')
    })
  } catch (error) {
    failSetup('setup', error)
  } finally {
    await browser?.close()
    await demo?.close()
    clearTimeout(limit)
    rmSync(viteCache, { recursive: true, force: true })
  }
  report()
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
