/**
 * `make dev` as a maintainer uses it: on a copy of the repository, starts react-demo/dev.ts, opens
 * the demo in Chromium, follows spec/README.md's "Add an operation in five minutes", and expects
 * the page to show the new operation and run it against the mock, without a restart. Prints
 * `N passed, M failed`.
 *
 *   npx tsx test/e2e/dev.e2e.ts
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { codeBlocks, copyRepository } from '../support/repositoryCopy'
import { check, expect, failSetup, giveUpAfter, launchChromium, report } from './harness'

const OVERALL_LIMIT_MS = 180_000
const README = readFileSync(new URL('../../spec/README.md', import.meta.url), 'utf8')
const [tagYaml = '', operationYaml = ''] = codeBlocks(README, 'Add an operation in five minutes')
const NEW_OPERATION = 'button[data-op="evm/getChainStats"]'

/** Starts `make dev`'s script in `cwd` on free ports; resolves with the demo's URL. */
function startDev(cwd: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'react-demo/dev.ts'], {
    cwd,
    env: { ...process.env, W3DATA_DEMO_PORT: '0', W3DATA_MOCK_PORT: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(`    dev: ${chunk.toString().trimEnd().split('\n').join('\n    dev: ')}\n`)
      const url = /w3data dev: (\S+)/.exec(output)?.[1]
      if (url) resolve({ child, url })
    })
    child.once('exit', (code) => reject(new Error(`react-demo/dev.ts exited (${code}) before it was ready`)))
  })
}

async function run(page: Page, copy: string): Promise<void> {
  await check('the demo starts without the operation', async () => {
    await page.locator('button[data-op]').first().waitFor()
    expect((await page.locator(NEW_OPERATION).count()) === 0, 'getChainStats is not listed yet')
  })

  await check('after the walkthrough edits, the page lists the new operation under its tag', async () => {
    const index = join(copy, 'spec/evm/index.yaml')
    writeFileSync(index, readFileSync(index, 'utf8').replace(/^tags:\n/m, `tags:\n${tagYaml}`))
    writeFileSync(join(copy, 'spec/evm/chain.yaml'), operationYaml)
    await page.locator(NEW_OPERATION).waitFor({ timeout: 60_000 })
    expect(
      await page.getByRole('heading', { name: 'Chain', exact: true }).isVisible(),
      'the Chain tag is shown',
    )
  })

  await check('the new operation runs against the mock provider', async () => {
    await page.locator(NEW_OPERATION).click()
    await page.getByRole('button', { name: 'Run getChainStats' }).click()
    const outcome = page
      .locator('.run-status [data-status="success"], .run-status [data-status="error"]')
      .first()
    await outcome.waitFor({ timeout: 20_000 })
    const status = await outcome.getAttribute('data-status')
    const text = (await page.locator('main').textContent()) ?? ''
    expect(status === 'success', `the call ended in ${status}: ${text.slice(0, 400)}`)
    expect(text.includes('totalBlocks'), 'the camelCase result is shown')
  })

  await check('a second edit shows up too', async () => {
    const file = join(copy, 'spec/evm/chain.yaml')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Get chain statistics', 'Get the statistics of a chain'),
    )
    await page.getByText('Get the statistics of a chain').first().waitFor({ timeout: 60_000 })
  })
}

async function main(): Promise<void> {
  const limit = giveUpAfter('dev e2e', OVERALL_LIMIT_MS)
  let dev: ChildProcess | undefined
  let browser: Browser | undefined
  try {
    const copy = copyRepository()
    const started = await startDev(copy)
    dev = started.child
    console.log(`dev e2e: ${started.url} (a copy of the repository in ${copy})`)
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    page.setDefaultTimeout(15_000)
    await page.goto(started.url)
    await run(page, copy)
  } catch (error) {
    failSetup('setup', error)
  } finally {
    await browser?.close()
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
    clearTimeout(limit)
  }
  report()
}

await main()
