// What a hostile provider or on-chain data does to the command line, run as users run it.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Papa from 'papaparse'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { json, type Loopback, loopback } from '../support/loopback'
import { requireBuild, runCli } from './support'

const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
const servers: Loopback[] = []
beforeAll(requireBuild)
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function provider(answer: Parameters<typeof loopback>[0]): Promise<Loopback> {
  const server = await loopback(answer)
  servers.push(server)
  return server
}

describe('CSV cells are never live formulas', () => {
  const names = [
    '=HYPERLINK("http://evil.test","x")',
    '-2+3',
    '@SUM(A1)',
    "=cmd|' /C calc'!A0",
    '+1+1',
    '\tTAB',
    '\rCR',
  ]

  it('a cell starting with = + - @ tab or CR gets a leading quote; numbers stay numbers', async () => {
    const server = await provider((_, response) =>
      json(response, {
        cursor: null,
        result: names.map((name, index) => ({
          token_address: WALLET,
          token_id: String(index),
          name,
          amount: index === 0 ? '-2' : '1.5',
          block_number: '-1e3',
        })),
      }),
    )
    const run = await runCli(
      ['evm', 'getWalletNFTs', '--address', WALLET, '--format', 'csv', '--mock-url', server.origin],
      { env: { W3DATA_API_KEY: 'cli-hostile-key-0123' } },
    )
    expect(run.stderr).toBe('')
    const rows = Papa.parse<Record<string, string>>(run.stdout, { header: true, skipEmptyLines: true }).data
    expect(rows.map((row) => row.name)).toEqual(names.map((name) => `'${name}`))
    expect(rows.map((row) => row.amount)).toEqual(['-2', ...names.slice(1).map(() => '1.5')])
    expect(rows[0]?.blockNumber).toBe('-1e3')
  })
})

describe('--input stays bounded', () => {
  it('a 429 asking for Retry-After: 99999999 fails the line at once instead of pausing (maxRetryAfter)', async () => {
    const server = await provider((_, response) =>
      json(response, { message: 'later' }, 429, { 'retry-after': '99999999' }),
    )
    const input = join(await mkdtemp(join(tmpdir(), 'w3data-')), 'lines.ndjson')
    await writeFile(input, `{"address":"${WALLET}"}\n`)
    const started = performance.now()
    const run = await runCli(['evm', 'getNativeBalance', '--input', input, '--mock-url', server.origin], {
      env: { W3DATA_API_KEY: 'cli-hostile-key-0123' },
    })
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('line 1: ')
    expect(server.received).toHaveLength(1)
  })

  it('a 5 MB value on an --input line is described in a few hundred characters', async () => {
    const server = await provider((_, response) => json(response, { balance: '1' }))
    const input = join(await mkdtemp(join(tmpdir(), 'w3data-')), 'lines.ndjson')
    await writeFile(input, `${JSON.stringify({ address: 'x'.repeat(5_000_000) })}\n`)
    const run = await runCli(['evm', 'getNativeBalance', '--input', input, '--mock-url', server.origin], {
      env: { W3DATA_API_KEY: 'cli-hostile-key-0123' },
    })
    expect(run.code).not.toBe(0)
    expect(run.stderr).toContain('(5000000 characters)')
    expect(run.stderr.length).toBeLessThan(2_000)
    expect(server.received).toHaveLength(0)
  })
})

describe('--resume tokens are data', () => {
  it('a position holding __proto__ never becomes the prototype of the parameters', async () => {
    const server = await provider((_, response) => json(response, { cursor: null, result: [] }))
    const token = Buffer.from(
      `{"v":1,"api":"evm","operation":"getWalletNFTs","params":{"address":"${WALLET}"},"position":{"__proto__":{"chain":"0x89"}},"skip":0,"items":0,"pages":0}`,
    ).toString('base64url')
    await runCli(['--resume', token, '--mock-url', server.origin], {
      env: { W3DATA_API_KEY: 'cli-hostile-key-0123' },
    })
    expect(server.received.map((request) => request.url)).not.toContainEqual(expect.stringContaining('0x89'))
  })
})
