import Papa from 'papaparse'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockServer, type MockServer } from 'w3data/mock'
import { runInProcess } from '../test/cli/inProcess'

// What a newcomer meets first, through the whole command line in process, against
// the mock on 127.0.0.1.
const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
const NFTS = ['evm', 'getWalletNFTs', '--address', WALLET, '--limit', '3']

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer({ pageItems: 7 })
})
afterAll(() => mock.close())
beforeEach(() => {
  mock.requests.reset()
  mock.faults.clear()
})

const run = (args: readonly string[], stdin = '') => runInProcess(args, { stdin })

const ndjson = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown)

describe('--all that fails before its first item', () => {
  it('prints nothing on stdout when the key is missing', async () => {
    const result = await run([...NFTS, '--all'])
    expect(result.stderr).toContain('[A0003]')
    expect(result.stdout).toBe('')
  })

  it('prints nothing on stdout when the provider fails, in every format', async () => {
    for (const format of ['json', 'csv', 'ndjson']) {
      // A status the runtime does not retry: the rule is the same, and the test does not wait.
      mock.faults.set('getWalletNFTs', { statuses: [400] })
      const result = await run([...NFTS, '--all', '--format', format, '--mock-url', mock.url])
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('')
    }
  })
})

describe('the printed resume command', () => {
  it('resumes as printed: the output format with the token, the mock it ran against beside it', async () => {
    const whole = await run([...NFTS, '--all', '--format', 'ndjson', '--mock-url', mock.url])
    const first = await run([
      ...NFTS,
      '--all',
      '--max-pages',
      '1',
      '--format',
      'ndjson',
      '--mock-url',
      mock.url,
    ])
    const printed = /\n {2}(?:npx )?(w3data --resume .+)\n/.exec(first.stderr)?.[1] as string
    expect(printed).toBeDefined()
    const rest = await run(printed.split(' ').slice(1))
    expect(rest).toMatchObject({ code: 0, stderr: '' })
    expect([...ndjson(first.stdout), ...ndjson(rest.stdout)]).toEqual(ndjson(whole.stdout))
  })

  it('takes an option given beside the token over the one it carries', async () => {
    const first = await run([
      ...NFTS,
      '--all',
      '--max-pages',
      '1',
      '--format',
      'ndjson',
      '--mock-url',
      mock.url,
    ])
    const token = /w3data --resume (\S+)/.exec(first.stderr)?.[1] as string
    const rest = await run(['--resume', token, '--format', 'csv', '--mock-url', mock.url])
    expect(rest.code).toBe(0)
    // Another format is another output: it starts with its own header.
    expect(rest.stdout.split('\n')[0]).toContain('tokenAddress')
  })
})

describe('flags', () => {
  it('takes a negative number after a flag as its value, as with =', async () => {
    const spaced = await run([...NFTS.slice(0, 4), '--limit', '-5', '--mock-url', mock.url])
    const joined = await run([...NFTS.slice(0, 4), '--limit=-5', '--mock-url', mock.url])
    expect(spaced.stderr).not.toContain('ambiguous')
    expect(spaced).toEqual(joined)
    expect(spaced.stderr).toMatch(/^\[C0005\] Invalid value for limit/)
  })

  it('suggests the flag meant for a mistyped one', async () => {
    const result = await run(['evm', 'getWalletNFTs', '--adress', WALLET, '--mock-url', mock.url])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Unknown flag --adress for evm getWalletNFTs. Did you mean --address?')
  })
})

describe('--input names the input line of every record and error', () => {
  const input = `${JSON.stringify({ address: WALLET })}\n{"address":"0xzz"}\n\n${JSON.stringify({ address: WALLET })}\n`
  it('as JSON results and errors', async () => {
    const result = await run(['evm', 'getNativeBalance', '--input', '-', '--mock-url', mock.url], input)
    expect(ndjson(result.stdout)).toEqual([
      { line: 1, result: expect.objectContaining({ balance: expect.any(String) }) },
      { line: 4, result: expect.objectContaining({ balance: expect.any(String) }) },
    ])
    expect(result.stderr).toMatch(/^line 2: \[C0005\]/)
  })

  it('as NDJSON items and CSV rows', async () => {
    const lines = `${JSON.stringify({ address: WALLET })}\n${JSON.stringify({ address: WALLET })}\n`
    const nfts = ['evm', 'getWalletNFTs', '--input', '-', '--limit', '2', '--mock-url', mock.url]
    const items = ndjson((await run([...nfts, '--format', 'ndjson'], lines)).stdout) as { line: number }[]
    expect(items.map((item) => item.line)).toEqual([1, 1, 2, 2])
    expect(items[0]).toEqual({ line: 1, item: expect.objectContaining({ tokenAddress: expect.any(String) }) })
    const csv = Papa.parse<Record<string, string>>((await run([...nfts, '--format', 'csv'], lines)).stdout, {
      header: true,
      skipEmptyLines: true,
    })
    expect(csv.meta.fields?.[0]).toBe('line')
    expect(csv.data.map((row) => row.line)).toEqual(['1', '1', '2', '2'])
    expect(csv.data[0]?.tokenAddress).toBe(
      (items[0] as unknown as { item: { tokenAddress: string } }).item.tokenAddress,
    )
  })
})

describe('describe', () => {
  it('shows the curl with EVM addresses in the URL lowercase, as the library sends them', async () => {
    const { stdout } = await run(['describe', 'evm', 'getWalletNFTs'])
    const url = /curl -X GET '([^']+)'/.exec(stdout)?.[1] as string
    const address = /\/(0x[0-9a-fA-F]{40})\//.exec(url)?.[1] as string
    expect(address).toBeDefined()
    expect(address).toBe(address.toLowerCase())
  })
})
