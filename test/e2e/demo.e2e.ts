/**
 * The demo in a real browser: starts the mock provider and the demo (react-demo/startDemo.ts),
 * drives Debian's Chromium with playwright-core, and prints `N passed, M failed`.
 *
 *   npx tsx test/e2e/demo.e2e.ts
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), W3DATA_MOCK_PORT / W3DATA_DEMO_PORT (default: free
 * ports), W3DATA_E2E_SCREENSHOT (default test/e2e/artifacts/demo.png, ignored by git; set it to
 * empty to skip; the README's picture, react-demo/screenshot.jpg, comes from plots.e2e.ts),
 * W3DATA_E2E_ALL=1 to run every catalogue operation with its examples (about a minute) instead of
 * one query and one mutation per API.
 */
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { catalogues, type OperationEntry } from 'w3data/catalogue'
import type { RunningDemo } from '../../react-demo/startDemo'
import { type DemoSuite, isMain, PORTS_FROM_ENV, runDemoSuites } from './demoSuite'
import { check, expect, expectEqual } from './harness'

const CREATOR = '0x4d09404aecb8aa005d7cd2ffe0bf604d584c866ae40ba05d8cec2b77ff5ba221'
// Not a tracked file by default: `make test` runs this and must not rewrite a tracked file.
const SCREENSHOT =
  process.env.W3DATA_E2E_SCREENSHOT ?? fileURLToPath(new URL('./artifacts/demo.png', import.meta.url))
const OVERALL_LIMIT_MS = 300_000

/** Requests the page sends to the mock provider (CORS preflights left out). */
function watchMockRequests(page: Page, mockUrl: string): { count(): number } {
  let count = 0
  page.on('request', (request) => {
    if (request.url().startsWith(mockUrl) && request.method() !== 'OPTIONS') count++
  })
  return { count: () => count }
}

const field = (page: Page, name: string) => page.locator(`#field-${name}`)
const fieldError = (page: Page, name: string) => page.locator(`#field-${name}-error`)
const statusPill = (page: Page) => page.locator('.run-status [data-status]')

async function waitForStatus(page: Page, status: 'success' | 'error'): Promise<void> {
  await page.locator(`.run-status [data-status="${status}"]`).waitFor()
}

const operationButton = (page: Page, operationId: string) =>
  page.locator(`button[data-op="aptos/${operationId}"]`)

async function selectOperation(page: Page, operationId: string): Promise<void> {
  await page.getByLabel('Search operations').fill(operationId)
  await operationButton(page, operationId).click()
  await page.locator('.operation-title h1', { hasText: operationId }).waitFor()
}

/** Every operation, or the first GET and the first other method of each API. */
function sweepOperations(): OperationEntry[] {
  const all = catalogues.flatMap((catalogue) => catalogue.operations)
  if (process.env.W3DATA_E2E_ALL === '1') return all
  return catalogues.flatMap((catalogue) =>
    [
      catalogue.operations.find((operation) => operation.method === 'GET'),
      catalogue.operations.find((operation) => operation.method !== 'GET'),
    ].filter((operation): operation is OperationEntry => operation !== undefined),
  )
}

/** Opens an operation by its link, fills the examples, runs it; returns why it did not succeed. */
async function runWithExamples(page: Page, operation: OperationEntry): Promise<string | undefined> {
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, `#/${operation.api}/${operation.id}`)
  await page.locator('.operation-title h1', { hasText: new RegExp(`^${operation.id}$`) }).waitFor()
  const fill = page.getByRole('button', { name: 'Fill examples' })
  if (await fill.count()) await fill.click()
  await page.getByRole('button', { name: `Run ${operation.id}` }).click()
  const outcome = page.locator(
    '.run-status [data-status="success"], .run-status [data-status="error"], .field-error, .form-error',
  )
  await outcome.first().waitFor()
  if ((await page.locator('.run-status [data-status="success"]').count()) > 0) return undefined
  const messages = await page.locator('.field-error, .form-error, .error-message').allTextContents()
  return messages.join(' | ') || 'no result'
}

async function run(page: Page, demo: RunningDemo): Promise<void> {
  const mockRequests = watchMockRequests(page, demo.mockUrl)
  // The first load has Vite compile the demo: slow on a busy machine.
  await page.goto(demo.url, { timeout: 90_000 })

  await check('lists every operation of every API in the catalogue', async () => {
    const expected = catalogues.reduce((sum, catalogue) => sum + catalogue.operations.length, 0)
    await page.locator('button[data-op]').first().waitFor()
    expectEqual(await page.locator('button[data-op]').count(), expected, 'operations listed')
    expect(
      await page.getByRole('heading', { name: 'NFTs', exact: true }).isVisible(),
      'the NFTs tag is shown',
    )
  })

  await check('search finds getNFTsByCreators by id, summary and path', async () => {
    const search = page.getByLabel('Search operations')
    const total = await page.locator('button[data-op]').count()
    await search.fill('getNFTsByCreators')
    const shown = await page.locator('button[data-op]').allTextContents()
    expect(shown.length >= 1 && shown.length < total, `the list is filtered: ${shown.length} of ${total}`)
    expect(
      shown.every((text) => text.toLowerCase().includes('getnftsbycreators')),
      'every match names the operation',
    )
    await search.fill('/nfts/creators')
    expect(await operationButton(page, 'getNFTsByCreators').isVisible(), 'found by path')
    await search.fill('nfts by creators')
    expect(await operationButton(page, 'getNFTsByCreators').isVisible(), 'found by summary')
    await selectOperation(page, 'getNFTsByCreators')
    expect(page.url().endsWith('#/aptos/getNFTsByCreators'), `the URL names the operation: ${page.url()}`)
    expectEqual(await field(page, 'limit').inputValue(), '10', 'the default limit')
    expectEqual(await field(page, 'network').inputValue(), 'mainnet', 'the default network')
  })

  await check(
    'a link names an operation in any case; an unknown one says so and offers the nearest',
    async () => {
      const open = (hash: string) =>
        page.evaluate((target) => {
          window.location.hash = target
        }, hash)
      await open('#/streams/GetStreams')
      await page.locator('.operation-title h1', { hasText: /^getStreams$/ }).waitFor()
      expect(page.url().endsWith('#/streams/getStreams'), `the link is rewritten: ${page.url()}`)
      await open('#/evm/getWaletHistory')
      await page.getByRole('heading', { name: 'No such operation' }).waitFor()
      await page.getByRole('link', { name: 'evm/getWalletHistory' }).click()
      await page.locator('.operation-title h1', { hasText: /^getWalletHistory$/ }).waitFor()
      await selectOperation(page, 'getNFTsByCreators')
    },
  )

  await check('a missing required parameter is refused before sending', async () => {
    await page.getByRole('button', { name: 'Run getNFTsByCreators' }).click()
    await fieldError(page, 'creatorAddresses').waitFor()
    expectEqual(
      await fieldError(page, 'creatorAddresses').textContent(),
      'Param creatorAddresses is required',
      'message by the field',
    )
    expectEqual(mockRequests.count(), 0, 'requests sent to the mock')
  })

  await check('a bad address shows "Invalid address provided" by the field, nothing sent', async () => {
    await field(page, 'creatorAddresses').fill('0xZZ')
    await page.getByRole('button', { name: 'Run getNFTsByCreators' }).click()
    await fieldError(page, 'creatorAddresses').waitFor()
    expectEqual(
      await fieldError(page, 'creatorAddresses').textContent(),
      'Invalid address provided: 0xZZ',
      'message by the field',
    )
    expectEqual(await field(page, 'creatorAddresses').getAttribute('aria-invalid'), 'true', 'aria-invalid')
    expectEqual(mockRequests.count(), 0, 'requests sent to the mock')
    expect(
      await page.getByText('Nothing sent for this run.').isVisible(),
      'the request view says nothing was sent',
    )
  })

  await check('every invalid field is reported at once, nothing sent', async () => {
    await field(page, 'limit').fill('-1')
    await page.getByRole('button', { name: 'Run getNFTsByCreators' }).click()
    await fieldError(page, 'limit').waitFor()
    expectEqual(
      await fieldError(page, 'creatorAddresses').textContent(),
      'Invalid address provided: 0xZZ',
      'the address, still wrong',
    )
    expect(
      ((await fieldError(page, 'limit').textContent()) ?? '').startsWith('Invalid value for limit'),
      'the limit',
    )
    expectEqual(mockRequests.count(), 0, 'requests sent to the mock')
    await field(page, 'limit').fill('10')
  })

  await check('runs through useInfiniteQuery and shows camelCase rows and JSON', async () => {
    await field(page, 'creatorAddresses').fill(CREATOR)
    await field(page, 'creatorAddresses').press('Control+Enter')
    await waitForStatus(page, 'success')
    expectEqual(mockRequests.count(), 1, 'requests sent to the mock')
    expectEqual(await page.locator('.result-table tbody tr').count(), 10, 'table rows')
    const headers = await page.locator('.result-table thead th').allTextContents()
    expect(headers.includes('collectionName'), `camelCase columns, got ${headers.join(', ')}`)
    expect(!headers.includes('collection_name'), 'no wire (snake_case) columns')
    expect(
      await page.locator('.json-tree .json-key', { hasText: /^collectionName$/ }).count(),
      'JSON keys in camelCase',
    )
    expect(/^\d+ ms$/.test((await page.locator('.timing').textContent()) ?? ''), 'the timing is shown')
    expectEqual(await page.getByTestId('item-count').textContent(), '10', 'items loaded')
  })

  await check('the request view shows the URL and masks the API key', async () => {
    const url = (await page.locator('.request-url').textContent()) ?? ''
    expect(url.startsWith(`${demo.mockUrl}/aptos/mainnet/nfts/creators?`), `request URL: ${url}`)
    expect(url.includes(`creator_addresses`), 'wire parameter names in the URL')
    const headerValue = (name: string) =>
      page
        .locator('.headers-table tr', { has: page.locator('th', { hasText: new RegExp(`^${name}$`) }) })
        .locator('td')
    expectEqual(await headerValue('x-api-key').textContent(), '***', 'x-api-key shown')
    expectEqual(await headerValue('authorization').textContent(), '***', 'authorization shown')
    const curl = (await page.getByTestId('curl').textContent()) ?? ''
    expect(curl.includes("-H 'x-api-key: ***'"), `curl masks the key: ${curl}`)
    expect(!(await page.content()).includes('mock-api-key'), 'the key appears nowhere on the page')
  })

  await check('"Load more" fetches the next page and the item count grows', async () => {
    await page.getByRole('button', { name: 'Load more' }).click()
    await page.getByTestId('item-count').filter({ hasText: /^20$/ }).waitFor()
    expectEqual(await page.locator('.result-table tbody tr').count(), 20, 'table rows')
    expectEqual(mockRequests.count(), 2, 'requests sent to the mock')
  })

  await check('an injected 500 shows the error with its code, after the retries', async () => {
    await page.getByLabel('Inject fault').selectOption('500')
    await page.getByRole('button', { name: 'Run getNFTsByCreators' }).click()
    await waitForStatus(page, 'error')
    const message = (await page.locator('.error-message').textContent()) ?? ''
    expectEqual(
      message,
      '[C0006] Request failed, Internal Server Error(500): Injected fault 500',
      'error message',
    )
    expect(await page.locator('.error-view', { hasText: 'HTTP 500' }).isVisible(), 'the status is shown')
    expect(await page.getByText('Answer: 500').isVisible(), 'the request view shows the answer')
    const answer = (await page.locator('.request-view .request-line + p').textContent()) ?? ''
    expect(answer.endsWith('3 attempts'), `two retries after the first attempt: ${answer}`)
  })

  await check('with the fault cleared, the same call succeeds again', async () => {
    await page.getByLabel('Inject fault').selectOption('none')
    await page.getByRole('button', { name: 'Run getNFTsByCreators' }).click()
    await waitForStatus(page, 'success')
    expectEqual(await statusPill(page).textContent(), 'Success', 'status')
  })

  await check('keyboard: Enter in the search opens the first match, Enter in a field runs it', async () => {
    const search = page.getByLabel('Search operations')
    await search.fill('getAccountResources')
    await search.press('Enter')
    await page.locator('.operation-title h1', { hasText: 'getAccountResources' }).waitFor()
    await search.press('ArrowDown')
    expect(
      await operationButton(page, 'getAccountResources').evaluate((node) => node === document.activeElement),
      'ArrowDown moves into the list',
    )
    await field(page, 'address').fill('0x1')
    await field(page, 'address').press('Enter')
    await waitForStatus(page, 'success')
  })

  await check('a POST runs through useMutation with the prefilled JSON body', async () => {
    await selectOperation(page, 'submitTransaction')
    const body = JSON.parse(await field(page, '\\$body').inputValue()) as Record<string, unknown>
    expect(typeof body['payload'] === 'object', 'the example body has a payload')
    await page.getByRole('button', { name: 'Run submitTransaction' }).click()
    await waitForStatus(page, 'success')
    expect(await page.locator('.request-line', { hasText: 'POST' }).isVisible(), 'a POST was sent')
  })

  await check(
    'search "solana portfolio" ranks getPortfolio first, marks the words, and runs it',
    async () => {
      const search = page.getByLabel('Search operations')
      await search.fill('solana portfolio')
      const first = page.locator('button[data-op]').first()
      expectEqual(await first.getAttribute('data-op'), 'solana/getPortfolio', 'the first hit')
      const marked = await first.locator('mark').allTextContents()
      expect(
        marked.some((text) => /solana/i.test(text)) && marked.some((text) => /portfolio/i.test(text)),
        `both words marked, got ${marked.join(', ')}`,
      )
      await search.press('Enter')
      await page.locator('.operation-title h1', { hasText: /^getPortfolio$/ }).waitFor()
      await page.getByRole('button', { name: 'Fill examples' }).click()
      await page.getByRole('button', { name: 'Run getPortfolio' }).click()
      await waitForStatus(page, 'success')
      expect(
        await page.locator('.json-tree .json-key', { hasText: /^nativeBalance$/ }).count(),
        'the portfolio is shown',
      )
    },
  )

  await check('the code view shows the TypeScript call and the React hook of the form', async () => {
    const address = await field(page, 'address').inputValue()
    const typescript = (await page.getByTestId('snippet-typescript').textContent()) ?? ''
    expect(
      typescript.includes(`await client.solana.getPortfolio({`) &&
        typescript.includes(`address: '${address}'`),
      `the TypeScript call: ${typescript}`,
    )
    const react = (await page.getByTestId('snippet-react').textContent()) ?? ''
    expect(react.includes('useSolanaGetPortfolio({'), `the hook: ${react}`)
    await field(page, 'network').selectOption('devnet')
    await page.getByTestId('snippet-typescript').filter({ hasText: "network: 'devnet'" }).waitFor()
  })

  await check('"Fill examples" on an EVM operation answers plausible values', async () => {
    await page.getByLabel('Search operations').fill('wallet token balances price')
    await page.locator('button[data-op="evm/getWalletTokenBalancesPrice"]').click()
    await page.locator('.operation-title h1', { hasText: /^getWalletTokenBalancesPrice$/ }).waitFor()
    await page.getByRole('button', { name: 'Fill examples' }).click()
    await page.getByRole('button', { name: 'Run getWalletTokenBalancesPrice' }).click()
    await waitForStatus(page, 'success')
    const headers = await page.locator('.result-table thead th').allTextContents()
    const column = async (name: string) => {
      const index = headers.indexOf(name)
      expect(index > 0, `a ${name} column, got ${headers.join(', ')}`)
      return page.locator(`.result-table tbody tr td:nth-child(${index + 1})`).allTextContents()
    }
    const expectAll = (values: string[], pattern: RegExp, what: string) =>
      expect(
        values.length > 0 && values.every((value) => pattern.test(value)),
        `${what}: ${values.join(', ')}`,
      )
    // Optional fields may be absent from a row, nullable ones null.
    const present = async (name: string) =>
      (await column(name)).filter((text) => text !== '' && text !== 'null')
    expectAll(await column('symbol'), /^[A-Z0-9]{2,10}$/, 'tickers')
    expectAll(await present('usdPrice'), /^\d+(\.\d+)?$/, 'USD prices')
    expectAll(await column('balance'), /^\d+$/, 'raw balances')
    expectAll(await column('balanceFormatted'), /^\d+(\.\d+)?$/, 'formatted balances')
    expectAll(await present('tokenAddress'), /^0x[0-9a-fA-F]{40}$/, 'token addresses')
    expectAll(await present('logo'), /^https:\/\/.+\.(png|webp|jpe?g|svg)$/, 'logo URLs')
  })

  if (SCREENSHOT) {
    // The README's picture: an EVM operation's plausible answer, the list and the code beside it.
    await page.getByLabel('Search operations').fill('')
    await page.getByLabel('Search operations').blur()
    await page.mouse.move(0, 0)
    await page.evaluate(() => {
      window.scrollTo(0, 0)
      document.querySelector('.main')?.scrollTo(0, 0)
    })
    // JPEG at quality 50 keeps the README's picture small enough to ship in the package.
    const jpeg = /\.jpe?g$/i.test(SCREENSHOT)
    await page.screenshot({ path: SCREENSHOT, ...(jpeg && { type: 'jpeg' as const, quality: 50 }) })
  }

  const sweep = sweepOperations()
  await check(
    `${sweep.length} operations across ${catalogues.length} APIs run with their examples`,
    async () => {
      const failures: string[] = []
      for (const operation of sweep) {
        const problem = await runWithExamples(page, operation)
        if (problem) failures.push(`${operation.api}.${operation.id}: ${problem}`)
      }
      expect(failures.length === 0, failures.join('\n'))
    },
  )

  await check('live mode keeps the key in memory only and refuses to run without one', async () => {
    const sent = mockRequests.count()
    await selectOperation(page, 'estimateGasPrice')
    await page.getByLabel('Live API').check()
    await page.getByRole('button', { name: 'Run estimateGasPrice' }).click()
    await page.locator('.form-error', { hasText: '[A0003] apiKey is not set' }).waitFor()
    await page.getByLabel('API key').fill('live-key-never-stored')
    await page.getByRole('button', { name: 'Use key' }).click()
    await page.getByText('key in use').waitFor()
    const stored = await page.evaluate(
      () => localStorage.length + sessionStorage.length + document.cookie.length,
    )
    expectEqual(stored, 0, 'entries in localStorage, sessionStorage and cookies')
    expectEqual(mockRequests.count(), sent, 'requests sent')
    await page.getByLabel('Mock provider').check()
  })

  await check('a narrow screen stacks the list above the operation', async () => {
    await page.setViewportSize({ width: 600, height: 900 })
    const sidebar = await page.locator('.sidebar').boundingBox()
    const main = await page.locator('.main').boundingBox()
    expect(sidebar && main && main.y >= sidebar.y + sidebar.height - 1, 'main below the sidebar')
    await page.setViewportSize({ width: 1440, height: 900 })
  })
}

export const demoSuite: DemoSuite = { name: 'demo e2e', limitMs: OVERALL_LIMIT_MS, run }

if (isMain(import.meta.url)) await runDemoSuites([demoSuite], PORTS_FROM_ENV)
