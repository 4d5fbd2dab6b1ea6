import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import nock from 'nock'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SDK_VERSION } from 'w3data'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { runInProcess } from '../test/cli/inProcess'
import { ndjson } from '../test/cli/support'
import { type Command, parseCommand } from './args'
import { type Io, runCall } from './call'
import { UsageError } from './exitCodes'

// One call from the command line, in process, against a mock on 127.0.0.1 that takes only the mock
// key, and the provider's own host answered by nock for the user's key (README, "Command line":
// flags, output, the key, exit codes, help).
const KEY = 'cli-run-key-8d41a7'
const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
const BALANCE = ['evm', 'getNativeBalance', '--address', WALLET]
const NFTS = ['evm', 'getWalletNFTs', '--address', WALLET, '--limit', '3']
const PROVIDER = 'https://deep-index.moralis.io'

let mock: MockServer
beforeAll(async () => {
  // Nothing leaves this machine (test/support/noNetwork.ts): the provider's host is nock's alone.
  mock = await createMockServer({ apiKeys: [MOCK_API_KEY] })
})
afterAll(async () => {
  nock.cleanAll()
  await mock.close()
})
beforeEach(() => {
  mock.requests.reset()
  mock.faults.clear()
})

/** The command with the key and the mock's URL added. */
const run = (args: readonly string[], options: { tty?: boolean; stdin?: string } = {}) =>
  runInProcess([...args, '--mock-url', mock.url], { ...options, env: { W3DATA_API_KEY: KEY } })

describe('one call', () => {
  it('without a required parameter, says the flag that gives it, not only its name (exit 2)', async () => {
    const missing = await run(['evm', 'getWalletNFTs', '--limit', '3'])
    expect(missing).toMatchObject({
      code: 2,
      stderr: '[C0005] Param address is required\nGive it with --address.\n',
    })
    const exported = await run(['evm', 'getWalletNFTs', '--all'])
    expect(exported.stderr).toBe('[C0005] Param address is required\nGive it with --address.\n')
    expect(mock.requests).toHaveLength(0)
  })

  it('prints the camelCase result as one line of JSON in a pipe, indented on a terminal', async () => {
    const piped = await run(NFTS)
    expect(piped).toMatchObject({ code: 0, stderr: '' })
    expect(piped.stdout.split('\n')).toHaveLength(2)
    const value = JSON.parse(piped.stdout) as { pageSize: number; result: unknown[] }
    expect(value.pageSize).toBe(3)
    const terminal = await run(NFTS, { tty: true })
    expect(terminal.stdout).toBe(`${JSON.stringify(value, null, 2)}\n`)
  })

  it('--raw prints the wire JSON the provider sent, paged or not', async () => {
    const page = JSON.parse((await run([...NFTS, '--raw'])).stdout) as { page_size: number; result: object[] }
    expect(page.page_size).toBe(3)
    expect(page.result[0]).toHaveProperty('token_address')
    const metadata = ['evm', 'getNFTMetadata', '--address', WALLET, '--token-id', '1']
    const mapped = JSON.parse((await run(metadata)).stdout) as Record<string, unknown>
    const wire = JSON.parse((await run([...metadata, '--raw'])).stdout) as Record<string, unknown>
    expect(mapped).toHaveProperty('tokenAddress')
    expect(wire).toHaveProperty('token_address', mapped.tokenAddress)
    expect(wire).not.toHaveProperty('tokenAddress')
  })

  it('--format ndjson and csv print the items, or the one answer as one item', async () => {
    const items = ndjson((await run([...NFTS, '--format', 'ndjson'])).stdout) as { tokenAddress: string }[]
    expect(items).toHaveLength(3)
    const csv = (await run([...NFTS, '--format', 'csv'])).stdout.split('\n')
    expect(csv).toHaveLength(5)
    expect(csv[0]?.split(',').slice(0, 2)).toEqual(['tokenAddress', 'tokenId'])
    expect(csv[1]?.startsWith(`${items[0]?.tokenAddress},`)).toBe(true)
    const wire = (await run([...NFTS, '--format', 'csv', '--raw'])).stdout
    expect(wire.split(',')[0]).toBe('token_address')
    const balance = await run([...BALANCE, '--format', 'ndjson'])
    expect(ndjson(balance.stdout)).toEqual([{ balance: expect.any(String) }])
  })

  it('reads the body parameters from --body @file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'w3data-run-')), 'body.json')
    writeFileSync(
      file,
      JSON.stringify({ tokens: [{ tokenAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7' }] }),
    )
    expect((await run(['evm', 'getMultipleTokenPrices', '--body', `@${file}`])).code).toBe(0)
    expect(mock.requests[0]?.body).toEqual({
      tokens: [{ token_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }],
    })
    const missing = await run(['evm', 'getMultipleTokenPrices', '--body', '@/nonexistent/body.json'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('w3data: Cannot read /nonexistent/body.json for --body: ENOENT')
  })
})

describe('the key', () => {
  it('goes to the provider, from --api-key before W3DATA_API_KEY', async () => {
    const sent: unknown[] = []
    nock(PROVIDER)
      .get(/\/balance/)
      .times(2)
      .reply(function () {
        sent.push(this.req.headers['x-api-key'])
        return [200, { balance: '1' }]
      })
    const given = await runInProcess([...BALANCE, '--api-key', KEY], {
      env: { W3DATA_API_KEY: 'not-the-key' },
    })
    const fromEnv = await runInProcess(BALANCE, { env: { W3DATA_API_KEY: KEY } })
    expect([given.code, fromEnv.code]).toEqual([0, 0])
    expect(sent).toEqual([KEY, KEY])
  })

  it('never goes to a mock, at a URL or embedded: the mock key does', async () => {
    const open = await createMockServer()
    try {
      const keyed = await runInProcess([...BALANCE, '--api-key', KEY, '--mock-url', `${open.url}//`], {
        env: { W3DATA_API_KEY: KEY },
      })
      expect(keyed).toMatchObject({ code: 0, stderr: '' })
      expect(open.requests.map((request) => request.headers['x-api-key'])).toEqual([MOCK_API_KEY])
    } finally {
      await open.close()
    }
    expect(await runInProcess([...BALANCE, '--mock'], { env: { W3DATA_API_KEY: KEY } })).toMatchObject({
      code: 0,
      stderr: '',
    })
  })

  it('--mock stops its embedded provider when the run ends, so the command can exit', async () => {
    const listening = () => process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap').length
    // As many as before the run: this file's mock, and servers of earlier files in this worker
    // still letting go of their ports (which took over vi.waitFor's default second when loaded).
    const before = listening()
    expect((await runInProcess([...BALANCE, '--mock'])).code).toBe(0)
    await vi.waitFor(() => expect(listening()).toBeLessThanOrEqual(before), { timeout: 10_000 })
  })

  it('is never printed, wherever it slips in', async () => {
    const stray = await runInProcess([...BALANCE, KEY, '--api-key', KEY])
    expect(stray.code).toBe(2)
    expect(stray.stderr).toBe(
      'w3data: Unexpected argument: ***\nRun w3data evm getNativeBalance --help for help.\n',
    )
    const inline = await runInProcess([...BALANCE, `--apiKey=${KEY}`, KEY])
    expect(inline.stderr).toContain('Unexpected argument: ***')
    expect(inline.stderr).not.toContain(KEY)
  })

  it('is masked in what an --input line’s error quotes', async () => {
    const quoted = await run(['evm', 'getNativeBalance', '--input', '-'], { stdin: `${KEY}\n` })
    expect(quoted.stderr).toBe(
      `line 1: [C0005] Invalid JSON: Unexpected token 'c', "***" is not valid JSON\n`,
    )
  })

  it('goes with a call to the provider, which checks the values before sending', async () => {
    const refused = await runInProcess([...BALANCE.slice(0, 2), '--address', '0xzz', '--api-key', KEY])
    expect(refused).toMatchObject({ code: 2, stderr: '[C0005] Invalid address provided: 0xzz\n' })
    const short = await runInProcess([...BALANCE, '--api-key', 'k3y'])
    expect(short.code).toBe(2)
    expect(short.stderr).toMatch(/^\[C0014\] Invalid value for configuration key apiKey: [^\n]+\n$/)
  })

  it('missing, is a usage error that says where it comes from', async () => {
    const keyless = await runInProcess(BALANCE)
    expect(keyless.code).toBe(2)
    expect(keyless.stderr).toBe(
      '[A0003] apiKey is not set\nSet the W3DATA_API_KEY environment variable or pass --api-key (or try --mock).\n',
    )
  })
})

describe('the runtime’s log lines', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })

  it('stay off stderr unless W3DATA_LOG_LEVEL asks for them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubEnv('W3DATA_LOG_LEVEL', undefined)
    await run(BALANCE)
    expect(logged).not.toHaveBeenCalled()
    vi.stubEnv('W3DATA_LOG_LEVEL', 'verbose')
    const env = { W3DATA_API_KEY: KEY, W3DATA_LOG_LEVEL: 'verbose' }
    expect((await runInProcess([...BALANCE, '--mock-url', mock.url], { env })).code).toBe(0)
    expect(logged.mock.calls.flat().join(' ')).toContain('[w3data:client] GET ')
  })
})

describe('runCall', () => {
  it('needs an operation, from the words or from a --resume token', async () => {
    const { settings } = parseCommand(BALANCE) as Extract<Command, { kind: 'call' }>
    await expect(runCall(undefined, {}, settings, {} as Io)).rejects.toThrow(
      new UsageError('Name an API and an operation: w3data <api> <operation> [flags]'),
    )
  })
})

describe('options that do not go together', () => {
  it('exit 2, before anything is sent', async () => {
    const refusals = {
      'Use --mock or --mock-url, not both': [...BALANCE, '--mock'],
      '--input runs one call per line: it does not combine with --all or --resume': [
        ...NFTS,
        '--input',
        '-',
        '--all',
      ],
      'evm getNativeBalance has no paging: --all applies to paged operations': [...BALANCE, '--all'],
      '--max-items and --max-pages go with --all': [...NFTS, '--max-items', '5'],
    }
    for (const [message, args] of Object.entries(refusals)) {
      const result = await run(args)
      expect(result.code).toBe(2)
      expect(result.stderr.split('\n')[0]).toBe(`w3data: ${message}`)
    }
    expect((await run([...NFTS, '--max-pages', '1'])).code).toBe(2)
    expect(mock.requests).toHaveLength(0)
  })
})

describe('help, list, describe and version', () => {
  it('print their text on stdout and exit 0', async () => {
    const texts = {
      top: await runInProcess([]),
      api: await runInProcess(['solana']),
      operation: await runInProcess(['help', 'evm', 'getWalletNFTs']),
      list: await runInProcess(['list', 'portfolio']),
      describe: await runInProcess(['describe', 'evm', 'getWalletNFTs']),
      version: await runInProcess(['--version']),
    }
    for (const result of Object.values(texts)) expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(texts.top.stdout).toMatch(/^w3data: the \d+ operations of the Web3 Data API/)
    expect(texts.api.stdout).toMatch(/^Solana API: \d+ operations \(w3data solana <operation> --help\)/)
    expect(texts.operation.stdout.startsWith(texts.describe.stdout.trimEnd())).toBe(true)
    expect(texts.operation.stdout).toContain('\nOptions\n')
    expect(texts.describe.stdout).not.toContain('\nOptions\n')
    expect(texts.list.stdout).toContain('getPortfolio')
    expect(texts.version.stdout).toBe(`${SDK_VERSION}\n`)
  })

  it('after a usage error, point at the help nearest to what was named', async () => {
    const pointer = async (args: string[]) => (await runInProcess(args)).stderr.split('\n').at(-2)
    expect((await runInProcess(['help', 'evm', 'getWalletNFTs', 'extra'])).stderr.split('\n')[0]).toBe(
      'w3data: Unexpected argument: extra',
    )
    expect(await pointer(['--mock', 'evm', 'getWalletNFTs', '--limit'])).toBe(
      'Run w3data evm getWalletNFTs --help for help.',
    )
    expect(await pointer(['help', 'evm', 'getWalletNFTs', 'extra'])).toBe(
      'Run w3data evm getWalletNFTs --help for help.',
    )
    expect(await pointer(['evm', 'getWalletNFTs', '--limit'])).toBe(
      'Run w3data evm getWalletNFTs --help for help.',
    )
    expect(await pointer(['evm', 'getWalletNFT'])).toBe('Run w3data evm --help for help.')
    expect(await pointer(['evn', 'getWalletNFTs'])).toBe('Run w3data --help for help.')
    expect(await pointer(['help', 'evn'])).toBe('Run w3data --help for help.')
  })
})
