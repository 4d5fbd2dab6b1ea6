/**
 * The demo by keyboard and under axe-core in Chromium: no axe violation on an operation's page
 * before and after a run, Run within 10 key presses of page load and Enter runs it, the focus
 * going to the form when an operation is chosen and to the answer after a run, the operation list
 * one Tab stop walked with the arrow keys. Prints `N passed, M failed`.
 *
 *   npx tsx test/e2e/keyboard.e2e.ts
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { RunningDemo } from '../../react-demo/startDemo'
import { type DemoSuite, isMain, runDemoSuites } from './demoSuite'
import { check, expect, expectEqual } from './harness'

const OVERALL_LIMIT_MS = 300_000
const MAX_KEY_PRESSES = 10
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's violations on the page as it is, one line each (rule, impact, first place). */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    type Axe = { run(context: Document): Promise<{ violations: AxeViolation[] }> }
    type AxeViolation = { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document)
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes.length} × ${JSON.stringify(violation.nodes[0]?.target)}`,
    )
  })
}

/** What has the focus: its tag, `data-op`, accessible name hints and whether it sits in the form. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return {
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      op: element?.dataset['op'],
      inForm: Boolean(element?.closest('#operation-form')),
      inResult: Boolean(element?.closest('.result-view')),
    }
  })

async function openFresh(page: Page, url: string, operationId: string): Promise<void> {
  await page.goto('about:blank')
  await page.goto(url, { timeout: 90_000 })
  await page.locator('.operation-title h1', { hasText: new RegExp(`^${operationId}$`) }).waitFor()
}

async function run(page: Page, demo: RunningDemo): Promise<void> {
  const operationUrl = `${demo.url}/#/evm/getTimeSeriesVolume`

  await check('axe-core finds no violation on an operation page before a run', async () => {
    await openFresh(page, operationUrl, 'getTimeSeriesVolume')
    expectEqual((await axeViolations(page)).join('\n'), '', 'violations')
  })

  await check(
    `Run is reached within ${MAX_KEY_PRESSES} key presses of page load; Enter runs it`,
    async () => {
      await openFresh(page, operationUrl, 'getTimeSeriesVolume')
      let presses = 0
      const press = async (key: string) => {
        presses++
        await page.keyboard.press(key)
      }
      await press('Tab')
      expectEqual((await focused(page)).text, 'Skip to the operation', 'the first Tab stop')
      await press('Enter')
      expect((await focused(page)).inForm, 'the skip link puts the focus in the form')
      while ((await focused(page)).label !== 'Run getTimeSeriesVolume' && presses < MAX_KEY_PRESSES)
        await press('Tab')
      expectEqual(
        (await focused(page)).label,
        'Run getTimeSeriesVolume',
        `the focus after ${presses} presses`,
      )
      await press('Enter')
      await page.locator('.run-status [data-status="success"]').waitFor()
      expect(presses <= MAX_KEY_PRESSES, `${presses} key presses`)
      await page.locator('figure.plot').waitFor()
      expect((await focused(page)).inResult, 'after the run the focus is on the answer')
      expectEqual(
        await page.locator('.run-status').getAttribute('aria-live'),
        'polite',
        'the status is announced',
      )
    },
  )

  await check('axe-core finds no violation after the run (plot, request, code)', async () => {
    expectEqual((await axeViolations(page)).join('\n'), '', 'violations')
    await page.getByLabel('Table', { exact: true }).check()
    expectEqual((await axeViolations(page)).join('\n'), '', 'violations with the table shown')
  })

  await check('the operation list is one Tab stop, walked with the arrow keys', async () => {
    await openFresh(page, operationUrl, 'getTimeSeriesVolume')
    await page.getByLabel('Search operations').focus()
    await page.keyboard.press('Tab')
    expectEqual(
      (await focused(page)).op,
      'evm/getTimeSeriesVolume',
      'Tab from the search reaches the selected operation',
    )
    await page.keyboard.press('Tab')
    expectEqual((await focused(page)).op, undefined, 'a second Tab leaves the list')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('ArrowDown')
    const next = (await focused(page)).op
    expect(
      next !== undefined && next !== 'evm/getTimeSeriesVolume',
      `ArrowDown moves to the next operation: ${next}`,
    )
    await page.keyboard.press('Enter')
    await page.locator('.operation-title h1', { hasText: new RegExp(`^${next?.split('/')[1]}$`) }).waitFor()
    expect((await focused(page)).inForm, 'choosing an operation puts the focus in its form')
  })
}

export const keyboardSuite: DemoSuite = { name: 'keyboard e2e', limitMs: OVERALL_LIMIT_MS, run }

if (isMain(import.meta.url)) await runDemoSuites([keyboardSuite])
