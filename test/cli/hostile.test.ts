// Issue 23: what a hostile provider or on-chain data does to the command line, run as users run it.
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
