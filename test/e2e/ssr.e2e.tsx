/**
 * Server rendering with w3data/react in a real browser: a Node server prefetches the first page of
 * an infinite list against the mock provider, renders it to HTML and sends its dehydrated cache as
 * JSON beside it; Chromium hydrates that page, shows it without asking the provider again, and
 * pages on from the cached page's plain fields. Prints `N passed, M failed`.
 *
 *   npx tsx test/e2e/ssr.e2e.ts
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { build } from 'esbuild'
import { renderToString } from 'react-dom/server'
import { createClient } from 'w3data'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { evmGetWalletNFTsInfiniteQueryOptions, W3DataProvider } from 'w3data/react'
import { check, expect, expectEqual, failSetup, giveUpAfter, launchChromium, report } from './harness'
import { NftList, PARAMS } from './ssr/NftList'

const OVERALL_LIMIT_MS = 120_000

/** The browser entry, bundled with the package's sources as a user's bundler would. */
async function bundleBrowserEntry(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./ssr/browser.tsx', import.meta.url))],
    tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  return result.outputFiles[0]?.text ?? ''
}

/** One request, one server render: prefetch, render, and the cache as JSON for the browser. */
async function renderPage(mock: MockServer): Promise<string> {
  const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
  const queryClient = new QueryClient()
  await queryClient.prefetchInfiniteQuery(evmGetWalletNFTsInfiniteQueryOptions(client, PARAMS))
  const state = dehydrate(queryClient)
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <W3DataProvider client={client}>
        <HydrationBoundary state={state}>
          <NftList />
        </HydrationBoundary>
      </W3DataProvider>
    </QueryClientProvider>,
  )
  // `<` escaped so that no value can close the script element.
  const json = JSON.stringify({ state, baseUrls: mock.baseUrls, apiKey: MOCK_API_KEY }).replace(
    /</g,
    '\\u003c',
  )
  return `<!doctype html><html><body><div id="root">${html}</div>
<script id="state" type="application/json">${json}</script>
<script type="module" src="/browser.js"></script></body></html>`
}

function serve(mock: MockServer, script: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/browser.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end()
      return
    }
    renderPage(mock).then(
      (html) => response.writeHead(200, { 'content-type': 'text/html' }).end(html),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

async function main(): Promise<void> {
  const timer = giveUpAfter('ssr e2e', OVERALL_LIMIT_MS)
  const mock = await createMockServer({ pageItems: 8 })
  let server: Server | undefined
  const browser = await launchChromium()
  try {
    server = await serve(mock, await bundleBrowserEntry())
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const page = await browser.newPage()
    const fromBrowser: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(mock.url) && request.method() !== 'OPTIONS')
        fromBrowser.push(request.url())
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })

    await check('the server renders the first page into the HTML', async () => {
      const response = await page.goto(url)
      const html = (await response?.text()) ?? ''
      expectEqual(html.match(/<li>/g)?.length, 3, 'items in the server HTML')
      expectEqual(mock.requests.length, 1, 'requests the server sent')
    })

    await check('the browser hydrates it from the JSON cache without asking the provider', async () => {
      await page.locator('main[data-hydrated="yes"]').waitFor()
      expectEqual(await page.locator('li').count(), 3, 'items after hydration')
      expectEqual(fromBrowser.length, 0, 'requests from the browser')
      expect(errors.length === 0, `no errors in the page: ${errors.join(' | ')}`)
    })

    await check('"Load more" fetches the next page by the cached cursor', async () => {
      await page.getByRole('button', { name: 'Load more' }).click()
      await page.locator('li').nth(5).waitFor()
      expectEqual(await page.locator('li').count(), 6, 'items after one more page')
      expectEqual(fromBrowser.length, 1, 'requests from the browser')
      const sent = new URL(fromBrowser[0] ?? '').searchParams
      expect(sent.get('cursor'), `the next page is asked for by cursor: ${fromBrowser[0]}`)
      const texts = await page.locator('li').allTextContents()
      expectEqual(new Set(texts).size, 6, 'distinct items')
      expect(errors.length === 0, `no errors in the page: ${errors.join(' | ')}`)
    })
  } catch (error) {
    failSetup('ssr e2e', error)
  } finally {
    await browser.close()
    server?.close()
    await mock.close()
    clearTimeout(timer)
  }
  report()
}

await main()
