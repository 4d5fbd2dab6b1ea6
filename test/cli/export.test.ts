import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import Papa from 'papaparse'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockServer, type MockServer } from 'w3data/mock'
import { asJsonRow, parquetRows } from '../support/parquet'
import { TRANSFER_ABI as TRANSFER_EVENT_ABI } from '../support/transferEvent'
import { runInProcess } from './inProcess'
import { ndjson, requireBuild, resumeToken, runCli, runCliInto, startCli } from './support'

// The mock serves every paged list from a data set of `pageItems` items: set here, so the count an
// export must reach is known by construction.
const DATA_SET = 61
const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
const TRANSFER_ABI = JSON.stringify(TRANSFER_EVENT_ABI)

/** One operation per paging style: cursor, offset, and the ledger's start. */
const EXPORTS = {
  cursor: ['evm', 'getWalletNFTs', '--address', WALLET, '--limit', '7'],
  offset: [
    'evm',
    'getContractEvents',
    '--address',
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    '--topic',
    '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    '--abi',
    TRANSFER_ABI,
    '--limit',
    '7',
  ],
  start: ['aptos', 'getTransactions', '--limit', '7'],
} as const

let mock: MockServer
let target: string[]

beforeAll(async () => {
  requireBuild()
  mock = await createMockServer({ pageItems: DATA_SET })
  target = ['--mock-url', mock.url]
})
afterAll(() => mock.close())
beforeEach(() => {
  mock.requests.reset()
  mock.faults.clear()
})

/** Each command's whole NDJSON export, kept: the tests after the first compare with it. */
const exported = new Map<string, unknown[]>()

async function exportItems(args: readonly string[]): Promise<unknown[]> {
  const run = await runCli([...args, '--all', '--format', 'ndjson', ...target])
  expect(run).toMatchObject({ code: 0, stderr: '' })
  const items = ndjson(run.stdout)
  exported.set(args.join(' '), items)
  return items
}

/** The command's whole NDJSON export, run once per file (the mock's data set never changes). */
const wholeExport = async (args: readonly string[]) => exported.get(args.join(' ')) ?? exportItems(args)

describe.each(Object.entries(EXPORTS))('--all with %s paging', (_, args) => {
  it('streams every item of the data set, one request per page', async () => {
    const items = await exportItems(args)
    expect(items).toHaveLength(DATA_SET)
    expect(new Set(items.map((item) => JSON.stringify(item))).size).toBe(DATA_SET)
    expect(mock.requests).toHaveLength(Math.ceil(DATA_SET / 7) + (DATA_SET % 7 === 0 ? 1 : 0))
  })

  it('stops at --max-pages with a resume token that continues exactly there', async () => {
    const whole = await wholeExport(args)
    const first = await runCli([...args, '--all', '--max-pages', '2', '--format', 'ndjson', ...target])
    expect(first.code).toBe(0)
    expect(first.stderr).toContain('Stopped after 14 items from 2 pages.')
    const rest = await runCli(['--resume', resumeToken(first.stderr), '--format', 'ndjson', ...target])
    expect(rest).toMatchObject({ code: 0, stderr: '' })
    expect([...ndjson(first.stdout), ...ndjson(rest.stdout)]).toEqual(whole)
  })
})

describe('resume', () => {
  it('continues inside a page after --max-items, across several stops', async () => {
    const whole = await wholeExport(EXPORTS.cursor)
    const parts: unknown[] = []
    let run = await runCli([...EXPORTS.cursor, '--all', '--max-items', '10', '--format', 'ndjson', ...target])
    parts.push(...ndjson(run.stdout))
    while (run.stderr.includes('--resume')) {
      run = await runCli([
        '--resume',
        resumeToken(run.stderr),
        '--max-items',
        '25',
        '--format',
        'ndjson',
        ...target,
      ])
      expect(run.code).toBe(0)
      parts.push(...ndjson(run.stdout))
    }
    expect(parts).toEqual(whole)
  })

  it('Ctrl-C finishes the current page, flushes it and prints the token (exit 130)', async () => {
    mock.faults.set('getWalletNFTs', { latencyMs: 150 })
    const whole = await wholeExport(EXPORTS.cursor)
    const child = startCli([...EXPORTS.cursor, '--all', '--format', 'ndjson', ...target])
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()))
    child.kill('SIGINT')
    const stopped = await child.result
    expect(stopped.code).toBe(130)
    const written = ndjson(stopped.stdout)
    expect(written.length % 7).toBe(0)
    expect(written.length).toBeGreaterThan(0)
    expect(written.length).toBeLessThan(DATA_SET)
    expect(stopped.stderr).toContain(`Stopped after ${written.length} items`)
    const rest = await runCli(['--resume', resumeToken(stopped.stderr), '--format', 'ndjson', ...target])
    expect(rest.code).toBe(0)
    expect([...written, ...ndjson(rest.stdout)]).toEqual(whole)
  })

  it('an error mid-export ends with exit 1, the pages before it written, and a token to go on', async () => {
    mock.faults.set('getWalletNFTs', { latencyMs: 100 })
    const whole = await wholeExport(EXPORTS.cursor)
    const child = startCli([...EXPORTS.cursor, '--all', '--format', 'ndjson', ...target])
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()))
    // More than the runtime's retries: the next page the mock is asked for fails for good.
    mock.faults.set('getWalletNFTs', { statuses: [503, 503, 503] })
    const failed = await child.result
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/^\[C0006\] Request failed, Service Unavailable\(503\)/)
    const written = ndjson(failed.stdout)
    expect(failed.stderr).toContain(`Stopped by the error above after ${written.length} items`)
    const rest = await runCli(['--resume', resumeToken(failed.stderr), '--format', 'ndjson', ...target])
    expect(rest.code).toBe(0)
    expect([...written, ...ndjson(rest.stdout)]).toEqual(whole)
  })

  it('refuses a token that is not one, and parameter flags beside a token (exit 2)', async () => {
    const bad = await runCli(['--resume', 'bm90LWEtdG9rZW4', ...target])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('Invalid --resume token')
    const first = await runCli([...EXPORTS.cursor, '--all', '--max-pages', '1', ...target])
    const mixed = await runCli([
      'evm',
      'getWalletNFTs',
      '--resume',
      resumeToken(first.stderr),
      '--limit',
      '3',
      ...target,
    ])
    expect(mixed.code).toBe(2)
    expect(mixed.stderr).toContain('--resume continues with the parameters it holds')
  })
})

describe('the stop line continues the same output', () => {
  // The PATH of a user without w3data on it (npx's node_modules/.bin left out).
  const env = { PATH: dirname(process.execPath) }

  it('CSV to a file: `npx w3data --resume … >> file` appends the rest, without a second header', async () => {
    const whole = Papa.parse(
      (await runCli([...EXPORTS.cursor, '--all', '--format', 'csv', ...target])).stdout,
      { skipEmptyLines: true },
    ).data
    const file = join(mkdtempSync(join(tmpdir(), 'w3data-export-')), 'nfts.csv')
    writeFileSync(file, '')
    const first = await runCliInto(
      [...EXPORTS.cursor, '--all', '--max-pages', '2', '--format', 'csv', ...target],
      file,
      env,
    )
    const command = /Continue with:\n {2}(.+)\n/.exec(first.stderr)?.[1] ?? ''
    expect(command).toBe(`npx w3data --resume ${resumeToken(first.stderr)} ${target.join(' ')} >> ${file}`)
    const rest = await runCliInto(['--resume', resumeToken(command), ...target], file, env)
    expect(rest).toEqual({ code: 0, stderr: '' })
    expect(Papa.parse(readFileSync(file, 'utf8'), { skipEmptyLines: true }).data).toEqual(whole)
  })

  it('says `w3data` when the PATH has it, and gives no file when stdout is none', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'w3data-bin-'))
    writeFileSync(join(bin, 'w3data'), '#!/bin/sh\n', { mode: 0o755 })
    const first = await runCli([...EXPORTS.cursor, '--all', '--max-pages', '1', ...target], {
      env: { PATH: [bin, dirname(process.execPath)].join(delimiter) },
    })
    expect(first.stderr).toContain(
      `Continue with:\n  w3data --resume ${resumeToken(first.stderr)} ${target.join(' ')}\n`,
    )
  })
})

describe('--all as JSON', () => {
  it('streams one JSON array of the items', async () => {
    const run = await runCli([...EXPORTS.start, '--all', ...target])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual(await wholeExport(EXPORTS.start))
  })
})

describe('--format csv', () => {
  it('writes a header from the item schema and one row per item, nested fields with dots', async () => {
    const items = (await wholeExport(EXPORTS.cursor)) as Record<string, unknown>[]
    const run = await runCli([...EXPORTS.cursor, '--all', '--format', 'csv', ...target])
    expect(run.code).toBe(0)
    const parsed = Papa.parse<Record<string, string>>(run.stdout, { header: true, skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.data).toHaveLength(DATA_SET)
    expect(parsed.meta.fields).toEqual(
      expect.arrayContaining(['tokenAddress', 'tokenId', 'lastSale.price', 'media.mediaCollection.low']),
    )
    parsed.data.forEach((row, index) => {
      const item = items[index] as { tokenAddress: string; metadata?: unknown; lastSale?: { price?: string } }
      expect(row.tokenAddress).toBe(item.tokenAddress)
      expect(row['lastSale.price']).toBe(item.lastSale?.price ?? '')
      // null and missing values are empty cells; objects are JSON.
      expect(row.metadata).toBe(item.metadata == null ? '' : JSON.stringify(item.metadata))
    })
  })

  it('uses the wire names with --raw', async () => {
    const run = await runCli([...EXPORTS.cursor, '--format', 'csv', '--raw', ...target])
    const parsed = Papa.parse<Record<string, string>>(run.stdout, { header: true, skipEmptyLines: true })
    expect(parsed.data).toHaveLength(7)
    expect(parsed.meta.fields).toEqual(expect.arrayContaining(['token_address', 'last_sale.price']))
  })
})

/**
 * An NDJSON item as its Parquet row holds it (an empty value is a null cell, left out by
 * `asJsonRow`): NFT metadata is a string in the catalogue, so JSON text; an Aptos transaction is a
 * union, so one JSON column.
 */
const PARQUET_ROWS: Record<keyof typeof EXPORTS, (item: Record<string, unknown>) => unknown> = {
  cursor: (item) => withoutEmpty({ ...item, metadata: item.metadata && JSON.stringify(item.metadata) }),
  offset: (item) => withoutEmpty(item),
  start: (item) => ({ value: item }),
}
const withoutEmpty = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([, value]) => value != null))

describe('--format parquet', () => {
  it.each(Object.entries(EXPORTS))('gives back the items NDJSON gives (%s paging)', async (paging, args) => {
    const file = join(mkdtempSync(join(tmpdir(), 'w3data-parquet-')), 'items.parquet')
    const run = await runCliInto([...args, '--all', '--format', 'parquet', ...target], file)
    expect(run).toMatchObject({ code: 0, stderr: '' })
    const rows = await parquetRows(readFileSync(file))
    const items = (await wholeExport(args)) as Record<string, unknown>[]
    expect(rows.map(asJsonRow)).toEqual(items.map(PARQUET_ROWS[paging as keyof typeof EXPORTS]))
  })

  it('is refused on a terminal, which binary output would garble', async () => {
    const run = await runInProcess([...EXPORTS.cursor, '--format', 'parquet', ...target], { tty: true })
    expect(run).toMatchObject({ code: 2, stdout: '' })
    expect(run.stderr).toContain('--format parquet writes a binary file: send it to one (> items.parquet)')
    expect(mock.requests).toHaveLength(0)
  })
})
