/**
 * The demo's plots in Chromium: every operation the catalogue marks with `x-w3data-plot` is run
 * against the mock provider with its examples, and the plot must hold one point per item of the
 * answer, counted here from the JSON the mock sent. The mock fills a plotted answer's time and
 * values in every point (the schemas leave them optional); an item without a time would be counted
 * apart (`data-unplaced`) and must not occur. Prints `N passed, M failed`.
 *
 *   npx tsx test/e2e/plots.e2e.ts
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium); W3DATA_E2E_SCREENSHOT: where to save the README's
 * picture (react-demo/screenshot.jpg to refresh it; unset: no picture).
 */
import type { Page } from 'playwright-core'
import { catalogues, type OperationEntry, type PlotEntry, sdkName } from 'w3data/catalogue'
import type { RunningDemo } from '../../react-demo/startDemo'
import { type DemoSuite, isMain, runDemoSuites } from './demoSuite'
import { check, expect, expectEqual } from './harness'

const OVERALL_LIMIT_MS = 300_000
const SCREENSHOT = process.env.W3DATA_E2E_SCREENSHOT
const plotted = catalogues.flatMap((catalogue) => catalogue.operations.filter((operation) => operation.plot))

type Json = Record<string, unknown>

/** The wire value under the SDK name `name`: the answer as sent is snake_case, the plot's names are not. */
const wireKey = (object: Json, name: string) => Object.keys(object).find((key) => sdkName(key) === name)

/** The items of a wire answer at `plot.items`, walking into every list on the way (as the rule reads). */
function wireItems(value: unknown, path: readonly string[]): Json[] {
  if (Array.isArray(value)) return value.flatMap((item) => wireItems(item, path))
  if (typeof value !== 'object' || value === null) return []
  const [step, ...rest] = path
  if (step === undefined) return [value as Json]
  const key = wireKey(value as Json, step)
  return key === undefined ? [] : wireItems((value as Json)[key], rest)
}

/** Opens the operation by its link, fills the examples, runs it; resolves with the mock's JSON answer. */
async function runOperation(page: Page, demo: RunningDemo, operation: OperationEntry): Promise<unknown> {
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, `#/${operation.api}/${operation.id}`)
  await page.locator('.operation-title h1', { hasText: new RegExp(`^${operation.id}$`) }).waitFor()
  const fill = page.getByRole('button', { name: 'Fill examples' })
  if (await fill.count()) await fill.click()
  const answer = page.waitForResponse(
    (response) => response.url().startsWith(demo.mockUrl) && response.request().method() !== 'OPTIONS',
  )
  await page.getByRole('button', { name: `Run ${operation.id}` }).click()
  const body = await (await answer).json()
  await page.locator('.run-status [data-status="success"]').waitFor()
  return body
}

/**
 * The value axis's labels are short (`1.2e21`, `250,000`; wei amounts reach 10²¹) and none is cut
 * at the canvas's left edge: the first columns of pixels, left of every label, hold no ink.
 */
async function expectValueLabelsFit(page: Page): Promise<void> {
  const labels = JSON.parse((await page.locator('.plot-canvas .uplot').getAttribute('data-y-labels')) ?? '[]')
  expect(labels.length > 0, 'the value axis has labels')
  for (const label of labels as string[])
    expect(/^-?[\d,]+(\.\d+)?(e-?\d+)?$/.test(label) && label.length <= 10, `a short label: ${label}`)
  const inked = await page.locator('.plot-canvas canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')
    const edge = context?.getImageData(0, 0, 3, canvas.height).data ?? []
    return Array.from(edge).filter((_, index) => index % 4 === 3 && edge[index] !== 0).length
  })
  expectEqual(inked, 0, 'pixels of a label cut at the left edge')
}

async function run(page: Page, demo: RunningDemo): Promise<void> {
  // The first load has Vite compile the demo: slow on a busy machine.
  await page.goto(demo.url, { timeout: 90_000 })

  await check('the catalogue marks the eleven time-series operations to plot', async () => {
    expectEqual(plotted.length, 11, 'operations with x-w3data-plot')
  })

  for (const operation of plotted) {
    const plot = operation.plot as PlotEntry
    await check(`${operation.api}.${operation.id}: a ${plot.kind} plot with one point per item`, async () => {
      const answer = await runOperation(page, demo, operation)
      const all = wireItems(answer, plot.items)
      const items = all.length
      expect(items > 0, 'the mock answers with items')
      const figure = page.locator('figure.plot')
      await figure.waitFor()
      expectEqual(await figure.getAttribute('data-kind'), plot.kind, 'kind')
      expectEqual(Number(await figure.getAttribute('data-points')), items, 'points plotted')
      expectEqual(Number(await figure.getAttribute('data-unplaced')), 0, 'items without a time')
      await expectValueLabelsFit(page)
      await page.getByLabel('Table', { exact: true }).check()
      if (!operation.paging)
        expectEqual(await page.locator('.result-table tbody tr').count(), items, 'table rows')
      await page.getByLabel('Plot', { exact: true }).check()
      await figure.waitFor()
    })
  }

  await check(
    'the date range the run sent is shown in the form (no date input blanking a time)',
    async () => {
      const candles = plotted.find((entry) => entry.id === 'getPairCandlesticks')
      expect(candles, 'getPairCandlesticks is plotted')
      await runOperation(page, demo, candles)
      const sent = new URL((await page.locator('.request-url').textContent()) ?? '').searchParams
      for (const name of ['fromDate', 'toDate']) {
        const shown = await page.locator(`#field-${name}`).inputValue()
        expect(shown !== '', `${name} is shown`)
        expectEqual(new Date(shown).toISOString(), sent.get(name), `${name} as sent`)
      }
    },
  )

  await check(
    "the tooltip shows each point's floor price exactly as sent (strings stay strings)",
    async () => {
      const operation = plotted.find((entry) => entry.id === 'getNFTHistoricalFloorPriceByContract')
      expect(operation, 'the operation is plotted')
      const answer = await runOperation(page, demo, operation)
      const points = wireItems(answer, ['result'])
        .filter((item) => typeof item.timestamp === 'string')
        .sort((a, b) => Date.parse(String(a.timestamp)) - Date.parse(String(b.timestamp)))
      expect(
        points.some((item) => typeof item.floor_price === 'string'),
        'the wire sends floor prices as strings',
      )
      const shown = page
        .getByTestId('plot-tooltip')
        .locator('div', { has: page.locator('dt', { hasText: /^floorPrice$/ }) })
        .locator('dd')
      await page.locator('.plot-canvas').focus()
      await page.keyboard.press('Home')
      for (const [index, point] of points.entries()) {
        if (index > 0) await page.keyboard.press('ArrowRight')
        expectEqual(await shown.textContent(), point.floor_price ?? '—', `floorPrice of point ${index + 1}`)
      }
    },
  )

  if (SCREENSHOT) {
    // The README's picture: a series of ten points, the tooltip open on the last.
    const holders = plotted.find((entry) => entry.api === 'evm' && entry.id === 'getHistoricalTokenHolders')
    expect(holders, 'getHistoricalTokenHolders is plotted')
    await runOperation(page, demo, holders)
    await page.locator('.plot-canvas').focus()
    await page.keyboard.press('End')
    await page.evaluate(() => document.querySelector('.main')?.scrollTo(0, 0))
    const jpeg = /\.jpe?g$/i.test(SCREENSHOT)
    await page.screenshot({ path: SCREENSHOT, ...(jpeg && { type: 'jpeg' as const, quality: 50 }) })
  }
}

export const plotsSuite: DemoSuite = { name: 'plots e2e', limitMs: OVERALL_LIMIT_MS, run }

if (isMain(import.meta.url)) await runDemoSuites([plotsSuite])
