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
  let demo: RunningDemo | undefined
  let browser: Browser | undefined
  try {
    demo = await startDemo(options)
    console.log(`${name}: ${demo.url} (mock provider on ${demo.mockUrl})`)
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    page.setDefaultTimeout(10_000)
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await suite(page, demo)
    await check('no uncaught errors in the page', async () => {
      expectEqual(pageErrors.join('\n'), '', 'page errors')
    })
  } catch (error) {
    failSetup('setup', error)
  } finally {
    await browser?.close()
    await demo?.close()
    clearTimeout(limit)
  }
  report()
}
