import { mkdtempSync, writeFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createClient } from 'w3data'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { runInProcess } from '../test/cli/inProcess'
import { ndjson, resumeArgs, resumeToken } from '../test/cli/support'
import { json, type Loopback, loopback } from '../test/support/loopback'
import { exportAll } from './exportAll'
import { operationOn } from './invoke'
import { findTarget } from './lookup'
import { decodeResume, encodeResume, type ResumePoint } from './resume'

// `--all`, `--resume` and `--input` in process (README, "Command line"): every item once, in
// order, a resume token wherever an export stops, and the exit codes of a run of many calls.
const DATA_SET = 17
const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
const NFTS = ['evm', 'getWalletNFTs', '--address', WALLET, '--limit', '5']
const LEDGER = ['aptos', 'getTransactions', '--limit', '5']
const ENV = { W3DATA_API_KEY: 'cli-export-key-1f9e' }
/** What starts each drawing of the progress line: back to the line's start, and clear it. */
const REDRAW = '\r\x1b[K'

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer({ pageItems: DATA_SET })
})
afterAll(() => mock.close())
beforeEach(() => {
  mock.requests.reset()
  mock.faults.clear()
})

const run = (args: readonly string[], options: { tty?: boolean; stdin?: string } = {}) =>
  runInProcess([...args, '--mock-url', mock.url], { ...options, env: ENV })

/** Every item of a whole export, as NDJSON. */
async function whole(args: readonly string[]): Promise<unknown[]> {
  const result = await run([...args, '--all', '--format', 'ndjson'])
  expect(result).toMatchObject({ code: 0, stderr: '' })
  return ndjson(result.stdout)
}

describe('--all', () => {
  it('streams every item once, one request per page, by cursor and by ledger start', async () => {
    for (const args of [NFTS, LEDGER]) {
      mock.requests.reset()
      const items = await whole(args)
      expect(items).toHaveLength(DATA_SET)
      expect(new Set(items.map((item) => JSON.stringify(item))).size).toBe(DATA_SET)
      expect(mock.requests).toHaveLength(Math.ceil(DATA_SET / 5))
    }
  })

  it('writes one JSON array, or a CSV header and a row per item', async () => {
    const items = await whole(NFTS)
    const piped = (await run([...NFTS, '--all'])).stdout
    expect(piped.split('\n')).toHaveLength(2)
    expect(JSON.parse(piped)).toEqual(items)
    const csv = (await run([...NFTS, '--all', '--format', 'csv'])).stdout.split('\n')
    expect(csv).toHaveLength(DATA_SET + 2)
    expect(csv.filter((line) => line.startsWith('tokenAddress,'))).toHaveLength(1)
    const terminal = await run([...NFTS, '--all'], { tty: true })
    expect(terminal.stdout.startsWith('[\n  {\n    "')).toBe(true)
    expect(JSON.parse(terminal.stdout)).toEqual(items)
  })

  it('--raw: the items as the provider sent them', async () => {
    const items = (await whole([...NFTS, '--raw'])) as Record<string, unknown>[]
    expect(items).toHaveLength(DATA_SET)
    expect(items[0]).toHaveProperty('token_address')
    expect(items[0]).not.toHaveProperty('tokenAddress')
  })

  it('stops at --max-pages and --max-items with a token that goes on exactly there', async () => {
    const items = await whole(NFTS)
    const pages = await run([...NFTS, '--all', '--max-pages', '2', '--format', 'ndjson'])
    expect(pages.code).toBe(0)
    expect(pages.stderr).toBe(
      `Stopped after 10 items from 2 pages. Continue with:\n  npx w3data --resume ${resumeToken(pages.stderr)} --mock-url ${mock.url}\n`,
    )
    const parts = ndjson(pages.stdout)
    let printed: string[] | undefined = resumeArgs(pages.stderr)
    while (printed) {
      const rest = await runInProcess([...printed, '--max-items', '3'], { env: ENV })
      expect(rest.code).toBe(0)
      parts.push(...ndjson(rest.stdout))
      printed = rest.stderr.includes('--resume') ? resumeArgs(rest.stderr) : undefined
    }
    expect(parts).toEqual(items)
  })

  it('writes exactly --max-items items, stopping inside a page', async () => {
    const stopped = await run([...NFTS, '--all', '--max-items', '7', '--format', 'ndjson'])
    expect(ndjson(stopped.stdout)).toHaveLength(7)
    expect(stopped.stderr).toMatch(/^Stopped after 7 items from 2 pages\./)
    expect(decodeResume(resumeToken(stopped.stderr))).toMatchObject({ skip: 2, items: 7, pages: 1 })
  })

  it('counts the page a stop leaves part-written, in the singular for one', async () => {
    const stopped = await run([...NFTS, '--all', '--max-items', '1', '--format', 'ndjson'])
    expect(stopped.stderr).toMatch(/^Stopped after 1 item from 1 page\. Continue with:\n/)
  })

  it('stops when the page that reaches --max-items is written, even at its end', async () => {
    const stopped = await run([...NFTS, '--all', '--max-items', '5', '--format', 'ndjson'])
    expect(ndjson(stopped.stdout)).toHaveLength(5)
    expect(stopped.stderr).toMatch(/^Stopped after 5 items from 1 page\./)
    expect(mock.requests).toHaveLength(1)
    expect(decodeResume(resumeToken(stopped.stderr))).toMatchObject({ skip: 0, items: 5, pages: 1 })
  })

  it('carries the output in the token and prints the connection beside it, never the key', async () => {
    const embedded = await runInProcess([...NFTS, '--all', '--max-pages', '1', '--mock'], { env: ENV })
    expect(decodeResume(resumeToken(embedded.stderr)).options).toEqual({ format: 'json' })
    expect(resumeArgs(embedded.stderr).slice(2)).toEqual(['--mock'])
    const stopped = await run([...NFTS, '--all', '--max-pages', '1', '--raw', '--format', 'ndjson'])
    const point = decodeResume(resumeToken(stopped.stderr))
    expect(point.options).toEqual({ format: 'ndjson', raw: true })
    expect(point.params).toEqual({ address: WALLET, limit: 5 })
    expect(resumeArgs(stopped.stderr).slice(2)).toEqual(['--mock-url', mock.url])
    const plain = await run([...NFTS, '--all', '--max-pages', '1'])
    expect(decodeResume(resumeToken(plain.stderr)).options).toEqual({ format: 'json' })
    expect(Buffer.from(resumeToken(plain.stderr), 'base64url').toString()).not.toContain(ENV.W3DATA_API_KEY)
  })

  it('sends a mock the mock key, never the user’s, at --mock-url or from a forged token', async () => {
    const attacker = await loopback((_, response) => json(response, { balance: '1' }))
    onTestFinished(() => attacker.close())
    const atUrl = await runInProcess(
      ['evm', 'getNativeBalance', '--address', WALLET, '--mock-url', attacker.origin],
      {
        env: ENV,
      },
    )
    expect(atUrl.code).toBe(0)
    const forged = encodeResume({
      ...decodeResume(resumeToken((await run([...NFTS, '--all', '--max-pages', '1'])).stderr)),
      options: { 'mock-url': attacker.origin } as never,
    })
    const resumed = await runInProcess(['--resume', forged], { env: ENV })
    expect(resumed.code).toBe(2)
    expect(resumed.stderr).toMatch(/^w3data: Refused --resume token: it names --mock-url/)
    expect(attacker.received).toHaveLength(1)
    for (const { headers } of attacker.received) {
      expect(headers['x-api-key']).toBe(MOCK_API_KEY)
      expect(JSON.stringify(headers)).not.toContain(ENV.W3DATA_API_KEY)
    }
  })

  it('shows its progress on a terminal only, of the total when the answer has one, counting the items of the runs before', async () => {
    const first = await run([...NFTS, '--all', '--max-pages', '1', '--format', 'ndjson'], { tty: true })
    expect(first.stderr.startsWith(`${REDRAW}5 items, 1 pages, `)).toBe(true)
    expect(first.stderr).toContain(` items/s${REDRAW}Stopped after 5 items`)
    const rest = await runInProcess(resumeArgs(first.stderr), { env: ENV, tty: true })
    expect(rest.stderr.startsWith(`${REDRAW}10 items, 2 pages, `)).toBe(true)
    const streams = ['streams', 'getStreams', '--limit', '5', '--all', '--max-pages', '1']
    const total = await run(streams, { tty: true })
    expect(total.stderr.startsWith(`${REDRAW}5 of ${DATA_SET} items, 1 pages, `)).toBe(true)
    const piped = await run([...NFTS, '--all', '--max-pages', '1'])
    expect(piped.stderr.startsWith('Stopped after 5 items')).toBe(true)
  })

  it('refuses a token for another operation, or beside parameter flags', async () => {
    const token = resumeToken((await run([...NFTS, '--all', '--max-pages', '1'])).stderr)
    const other = await run(['evm', 'getWalletTokenBalances', '--resume', token])
    expect(other.stderr.split('\n')[0]).toBe(
      'w3data: The --resume token continues evm getWalletNFTs, not evm getWalletTokenBalances',
    )
    const flags = await run(['evm', 'getWalletNFTs', '--resume', token, '--limit', '2'])
    expect(flags.stderr.split('\n')[0]).toBe(
      'w3data: --resume continues with the parameters it holds: leave out parameter flags',
    )
    const same = await run(['evm', 'getWalletNFTs', '--resume', token, '--format', 'ndjson'])
    expect(same.code).toBe(0)
    expect(ndjson(same.stdout)).toHaveLength(DATA_SET - 5)
    expect([other.code, flags.code]).toEqual([2, 2])
    const input = await run(['--resume', token, '--input', '-'])
    expect(input.stderr.split('\n')[0]).toBe(
      'w3data: --input runs one call per line: it does not combine with --all or --resume',
    )
    const unpaged = encodeResume({ ...decodeResume(token), operation: 'getNativeBalance' })
    expect((await run(['--resume', unpaged])).stderr.split('\n')[0]).toBe(
      'w3data: evm getNativeBalance has no paging: --all applies to paged operations',
    )
  })

  it('prints nothing and no token when it fails before its first item', async () => {
    const gone = await run(['evm', 'getWalletNFTs', '--address', `0x404${'0'.repeat(37)}`, '--all'])
    expect(gone).toEqual({
      code: 1,
      stdout: '',
      stderr: '[C0006] Request failed, Not Found(404): Not found\n',
    })
    const refused = await run([...NFTS, '--all', '--chain', 'nochain', '--format', 'csv'])
    expect(refused).toMatchObject({ code: 2, stdout: '' })
  })
})

describe('an export against a provider that fails or is stopped on its second page', () => {
  const servers: Loopback[] = []
  afterEach(async () => {
    vi.restoreAllMocks()
    await Promise.all(servers.splice(0).map((server) => server.close()))
  })

  /** Two NFTs a page; the second page is answered by `second`. */
  async function provider(second: (response: ServerResponse) => void): Promise<string> {
    const page = (cursor: string | null, first: number) => ({
      cursor,
      page_size: 2,
      result: [first, first + 1].map((id) => ({ token_address: WALLET, token_id: String(id) })),
    })
    const server = await loopback((request, response) => {
      if (!request.url?.includes('cursor=')) json(response, page('c2', 1))
      else if (request.url.includes('cursor=c2')) second(response)
      else json(response, page(null, 5))
    })
    servers.push(server)
    return server.origin
  }
  const ids = (stdout: string) => ndjson(stdout).map((item) => (item as { tokenId: string }).tokenId)
  const exportFrom = (origin: string) =>
    runInProcess([...NFTS.slice(0, 4), '--all', '--format', 'ndjson', '--mock-url', origin], { env: ENV })

  it('an error: exit 1, the pages before it written, and a token to go on', async () => {
    let fail = true
    const origin = await provider((response) => {
      if (fail) json(response, { message: 'gone' }, 404)
      else json(response, { cursor: 'c3', page_size: 2, result: [{ token_address: WALLET, token_id: '3' }] })
    })
    const failed = await exportFrom(origin)
    expect(failed.code).toBe(1)
    expect(ids(failed.stdout)).toEqual(['1', '2'])
    const [error, stopped] = failed.stderr.split('\n')
    expect(error).toBe('[C0006] Request failed, Not Found(404): gone')
    expect(stopped).toBe('Stopped by the error above after 2 items from 1 page. Continue with:')
    const again = await runInProcess(resumeArgs(failed.stderr), { env: ENV })
    expect(again).toEqual({ code: 1, stdout: '', stderr: `${error}\n` })
    fail = false
    const rest = await runInProcess(resumeArgs(failed.stderr), { env: ENV })
    expect(rest.code).toBe(0)
    expect(ids(rest.stdout)).toEqual(['3', '5', '6'])
  })

  it('an error as JSON: the array of the items before it is closed', async () => {
    const origin = await provider((response) => json(response, { message: 'gone' }, 404))
    const failed = await runInProcess([...NFTS.slice(0, 4), '--all', '--mock-url', origin], { env: ENV })
    expect(failed.code).toBe(1)
    expect(JSON.parse(failed.stdout)).toEqual([
      expect.objectContaining({ tokenId: '1' }),
      expect.objectContaining({ tokenId: '2' }),
    ])
  })

  it('Ctrl-C: the current page is finished and written, then a token (exit 130)', async () => {
    const origin = await provider((response) => {
      process.emit('SIGINT')
      json(response, { cursor: 'c3', page_size: 2, result: [{ token_address: WALLET, token_id: '3' }] })
    })
    const stopped = await exportFrom(origin)
    expect(stopped.code).toBe(130)
    expect(ids(stopped.stdout)).toEqual(['1', '2', '3'])
    expect(stopped.stderr.split('\n').slice(0, 3)).toEqual([
      '',
      'Stopping after the current page (Ctrl-C again to quit at once)',
      'Stopped after 3 items from 2 pages. Continue with:',
    ])
    expect(process.listenerCount('SIGINT')).toBe(0)
  })

  it('an empty list: an empty JSON array, or the CSV header alone', async () => {
    const empty = await loopback((_, response) => json(response, { cursor: null, page_size: 0, result: [] }))
    servers.push(empty)
    const all = (format: string) =>
      runInProcess([...NFTS.slice(0, 4), '--all', '--format', format, '--mock-url', empty.origin], {
        env: ENV,
      })
    expect(await all('json')).toEqual({ code: 0, stdout: '[]\n', stderr: '' })
    expect((await all('csv')).stdout).toMatch(/^tokenAddress,tokenId,[^\n]+\n$/)
  })

  it('an error after an empty page: a token to go on all the same', async () => {
    const server = await loopback((request, response) => {
      if (request.url?.includes('cursor=c2')) json(response, { message: 'gone' }, 404)
      else json(response, { cursor: 'c2', page_size: 2, result: [] })
    })
    servers.push(server)
    const failed = await exportFrom(server.origin)
    expect(failed.code).toBe(1)
    expect(failed.stderr.split('\n')[1]).toBe(
      'Stopped by the error above after 0 items from 1 page. Continue with:',
    )
  })

  /** A provider that pages forever: a fresh cursor on every page, each page `items` items long. */
  async function endless(items: number): Promise<Loopback> {
    let served = 0
    const server = await loopback((_, response) => {
      served++
      const result = Array.from({ length: items }, (_, at) => ({
        token_address: WALLET,
        token_id: `${served}.${at}`,
      }))
      json(response, { cursor: `c${served}`, page_size: 1, result })
    })
    servers.push(server)
    return server
  }

  it('a provider that keeps paging ends with A0001: at 1000 pages, or after 10 empty pages in a row', async () => {
    const full = await endless(1)
    const capped = await exportFrom(full.origin)
    expect(capped.code).toBe(1)
    expect(capped.stderr.split('\n').slice(0, 2)).toEqual([
      '[A0001] Paging stopped: 1000 pages read and the provider still offers more (maxPages 1000)',
      'Stopped by the error above after 1000 items from 1000 pages. Continue with:',
    ])
    expect(full.received).toHaveLength(1000)
    const empty = await endless(0)
    const emptied = await exportFrom(empty.origin)
    expect(emptied.code).toBe(1)
    expect(emptied.stderr.split('\n')[0]).toBe(
      '[A0001] Paging stopped: 10 pages in a row held no items (maxEmptyPages)',
    )
    expect(empty.received).toHaveLength(10)
  }, 60_000)

  it('--max-pages beyond the default cap reads on, and stops there as asked', async () => {
    const full = await endless(1)
    const asked = await runInProcess(
      [...NFTS.slice(0, 4), '--all', '--format', 'ndjson', '--max-pages', '1001', '--mock-url', full.origin],
      { env: ENV },
    )
    expect(asked.code).toBe(0)
    expect(asked.stderr).toMatch(/^Stopped after 1001 items from 1001 pages\. Continue with:/)
  }, 60_000)

  it('a second Ctrl-C quits at once', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const origin = await provider((response) => {
      process.emit('SIGINT')
      expect(exit).not.toHaveBeenCalled()
      process.emit('SIGINT')
      json(response, { cursor: null, page_size: 2, result: [] })
    })
    await exportFrom(origin)
    expect(exit).toHaveBeenCalledWith(130)
  })
})

describe('--input', () => {
  const line = (address: string) => `${JSON.stringify({ address })}\n`
  const NOT_FOUND = `0x404${'0'.repeat(37)}`

  it('runs a call per line, the flags shared, from a file or stdin', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'w3data-input-')), 'lines.ndjson')
    writeFileSync(file, line(WALLET).repeat(3))
    const fromFile = await run(['evm', 'getNativeBalance', '--input', file, '--chain', 'polygon'])
    expect(fromFile).toMatchObject({ code: 0, stderr: '' })
    expect(ndjson(fromFile.stdout).map((result) => (result as { line: number }).line)).toEqual([1, 2, 3])
    expect(mock.requests.map((request) => request.query.chain)).toEqual(['0x89', '0x89', '0x89'])
    // One line per result, on a terminal too.
    const fromStdin = await run(['evm', 'getNativeBalance', '--input', '-'], {
      stdin: line(WALLET),
      tty: true,
    })
    expect(fromStdin.stdout).toMatch(/^\{"line":1,"result":\{"balance":"\d+"\}\}\n$/)
  })

  it('says each refusal in the library’s coded words, in input order, with the key meant for an unknown one', async () => {
    const stdin = `{"adress":"${WALLET}"}\nnot json\n${line(WALLET)}`
    const refused = await run(['evm', 'getNativeBalance', '--input', '-', '--concurrency', '3'], { stdin })
    const said = refused.stderr.split('\n')
    expect(said[0]).toMatch(/^line 1: \[C0005\] Request contains unknown parameter: adress\. /)
    expect(said.slice(1)).toEqual([
      'line 1: Did you mean address?',
      `line 2: [C0005] Invalid JSON: Unexpected token 'o', "not json" is not valid JSON`,
      '',
    ])
    expect(ndjson(refused.stdout)).toHaveLength(1)
  })

  it('exits 1 when a line failed at the provider, else 2 when a line was refused', async () => {
    const nfts = ['evm', 'getWalletNFTs', '--limit', '1', '--input', '-']
    const failed = await run(nfts, { stdin: line('0xzz') + line(NOT_FOUND) + line(WALLET) })
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain('line 2: [C0006] Request failed, Not Found(404): Not found')
    const refused = await run(nfts, { stdin: `${line(WALLET)}[1]\n` })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toBe('line 2: [C0005] A line must be a JSON object of parameters\n')
    expect(ndjson(refused.stdout)).toHaveLength(1)
    const none = await run([...nfts, '--format', 'csv'], { stdin: '[1]\n' })
    expect(none).toMatchObject({
      code: 2,
      stdout: expect.stringMatching(/^line,tokenAddress,tokenId,[^\n]+\n$/),
    })
  })

  it('refuses a file it cannot read, and --concurrency below 1', async () => {
    const missing = await run(['evm', 'getNativeBalance', '--input', '/nonexistent/lines.ndjson'])
    expect(missing).toMatchObject({ code: 2, stdout: '' })
    expect(missing.stderr.split('\n')[0]).toBe(
      'w3data: Cannot read --input /nonexistent/lines.ndjson: ENOENT',
    )
  })

  it('Ctrl-C: the calls in flight are finished, no new one starts (exit 130)', async () => {
    const server = await loopback((_, response) => {
      process.emit('SIGINT')
      json(response, { balance: '1' })
    })
    try {
      const stopped = await runInProcess(
        ['evm', 'getNativeBalance', '--input', '-', '--concurrency', '1', '--mock-url', server.origin],
        { env: ENV, stdin: line(WALLET).repeat(3) },
      )
      expect(stopped.code).toBe(130)
      expect(ndjson(stopped.stdout)).toEqual([{ line: 1, result: { balance: '1' } }])
      expect(stopped.stderr).toBe('\nStopping after the calls in flight (Ctrl-C again to quit at once)\n')
      expect(server.received).toHaveLength(1)
      expect(process.listenerCount('SIGINT')).toBe(0)
    } finally {
      await server.close()
    }
  })
})

// w3data-jobs saves a job's position after each page's part file: the hook runs once a page is
// written, with the point the next page starts from, and an export resumed there goes on exactly.
describe('exportAll: pageWritten', () => {
  it('follows each page’s write with where the next page starts', async () => {
    const target = findTarget('evm', 'getWalletNFTs')
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, logLevel: 'off' })
    const events: string[] = []
    const saved: ResumePoint[] = []
    const exportFrom = (from: ResumePoint, stopAfter: number) =>
      exportAll({
        target,
        invoke: operationOn(client, target),
        from,
        raw: false,
        maxItems: undefined,
        maxPages: stopAfter,
        writer: {
          write: async (items) => {
            events.push(`write ${items.length}`)
          },
          close: async () => {},
        },
        progress: { update: () => {}, done: () => {} },
        stopRequested: () => false,
        pageWritten: async (at) => {
          events.push(`saved ${at.pages}`)
          saved.push(at)
        },
      })
    const start = {
      api: 'evm',
      operation: 'getWalletNFTs',
      params: { address: WALLET, limit: 5 },
      position: {},
      skip: 0,
      items: 0,
      pages: 0,
    }
    await exportFrom(start, 2)
    expect(events).toEqual(['write 5', 'saved 1', 'write 5', 'saved 2'])
    const end = await exportFrom(saved[1] as ResumePoint, 10)
    expect(end).toMatchObject({ kind: 'done', at: { items: DATA_SET, pages: 4 } })
    expect(events.slice(4)).toEqual(['write 5', 'saved 3', 'write 2', 'saved 4'])
  })
})
