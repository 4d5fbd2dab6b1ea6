import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { expectKeyless, ndjson, requireBuild, runCli } from './support'

// One call at a time, against a mock on 127.0.0.1 that accepts only the mock key (so a call that
// reaches it proves the user's KEY stayed home), and once against the embedded mock of `--mock`.
const KEY = 'cli-test-key-5f0c1d'
const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
let mock: MockServer
let target: string[]

beforeAll(async () => {
  requireBuild()
  mock = await createMockServer({ apiKeys: [MOCK_API_KEY] })
  target = ['--mock-url', mock.url, '--api-key', KEY]
})
afterAll(() => mock.close())
beforeEach(() => {
  mock.requests.reset()
  mock.faults.clear()
})

describe('one call', () => {
  it('prints the camelCase result as compact JSON in a pipe, against the embedded mock', async () => {
    const run = await runCli(['evm', 'getNativeBalance', '--address', WALLET, '--mock'])
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(run.stdout.trim().split('\n')).toHaveLength(1)
    expect(JSON.parse(run.stdout)).toEqual({ balance: expect.stringMatching(/^\d+$/) })
  })

  it('takes flags in kebab-case, camelCase and wire form, parsed by the parameter schema', async () => {
    const run = await runCli([
      'evm',
      'getWalletNFTs',
      '--address',
      WALLET,
      '--chain',
      'polygon',
      '--limit',
      '5',
      '--exclude-spam',
      '--normalizeMetadata=false',
      '--token_addresses',
      '0xdac17f958d2ee523a2206206994597c13d831ec7,0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      '--param-format',
      'hex',
      ...target,
    ])
    expect(run.code).toBe(0)
    expect((JSON.parse(run.stdout) as { result: unknown[] }).result).toHaveLength(5)
    expect(mock.requests).toHaveLength(1)
    expect(mock.requests[0]?.query).toEqual({
      chain: '0x89',
      limit: '5',
      exclude_spam: 'true',
      normalizeMetadata: 'false',
      token_addresses: [
        '0xdac17f958d2ee523a2206206994597c13d831ec7',
        '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      ],
      format: 'hex',
    })
    expect(mock.requests[0]?.headers['x-api-key']).toBe(MOCK_API_KEY)
  })

  it('reads body parameters from --body @file.json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'w3data-cli-'))
    const file = join(dir, 'body.json')
    writeFileSync(
      file,
      JSON.stringify({ tokens: [{ tokenAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7' }] }),
    )
    const run = await runCli([
      'evm',
      'getMultipleTokenPrices',
      '--chain',
      'eth',
      '--body',
      `@${file}`,
      ...target,
    ])
    expect(run.code).toBe(0)
    // Addresses go out checksummed in bodies, as the library sends them.
    expect(mock.requests[0]?.body).toEqual({
      tokens: [{ token_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }],
    })
  })

  it('prints the wire JSON with --raw, and the items with --format ndjson', async () => {
    const args = ['evm', 'getWalletNFTs', '--address', WALLET, '--limit', '3', ...target]
    const raw = JSON.parse((await runCli([...args, '--raw'])).stdout) as {
      page_size: number
      result: object[]
    }
    expect(raw.page_size).toBe(3)
    expect(raw.result[0]).toHaveProperty('token_address')
    const items = ndjson((await runCli([...args, '--format', 'ndjson'])).stdout)
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveProperty(
      'tokenAddress',
      (raw.result[0] as { token_address: string }).token_address,
    )
  })
})

describe('exit codes', () => {
  it('exits 2 on an unknown operation or flag, naming it, and sends nothing', async () => {
    const flag = await runCli(['evm', 'getWalletNFTs', '--adress', WALLET, ...target])
    expect(flag.code).toBe(2)
    expect(flag.stderr).toContain('Unknown flag --adress for evm getWalletNFTs')
    const operation = await runCli(['evm', 'getWalletNFT', ...target])
    expect(operation.code).toBe(2)
    expect(operation.stderr).toContain('Unknown operation: evm getWalletNFT.')
    expect(operation.stderr).toContain('getWalletNFTs')
    expect(mock.requests).toHaveLength(0)
  })

  it('exits 2 with the library’s own C0005 message when a value is refused before sending', async () => {
    const run = await runCli(['evm', 'getWalletNFTs', '--address', WALLET, '--limit', 'abc', ...target])
    expect(run.code).toBe(2)
    expect(run.stderr.split('\n')[0]).toBe(
      '[C0005] Invalid value for limit: Expected an integer (a safe-integer number, a bigint or a string of digits), received "abc"',
    )
    const address = await runCli(['evm', 'getWalletNFTs', '--address', '0xzz', ...target])
    expect(address.code).toBe(2)
    expect(address.stderr).toContain('[C0005] Invalid address provided: 0xzz')
    expect(mock.requests).toHaveLength(0)
  })

  it('exits 2 on JSON that does not parse, before anything is sent', async () => {
    const run = await runCli(['evm', 'getMultipleTokenPrices', '--body', '{tokens', ...target])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^w3data: Invalid JSON for --body: /)
    expect(mock.requests).toHaveLength(0)
  })

  it('exits 1 on a provider error, printed as [CODE] message', async () => {
    const run = await runCli([
      'evm',
      'getWalletNFTs',
      '--address',
      '0x4040000000000000000000000000000000000000',
      ...target,
    ])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr.trim()).toBe('[C0006] Request failed, Not Found(404): Not found')
  })

  it('exits 1 when the provider keeps failing (fault injection, after the runtime’s retries)', async () => {
    mock.faults.set('getNativeBalance', { statuses: [503, 503, 503] })
    const run = await runCli(['evm', 'getNativeBalance', '--address', WALLET, ...target])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^\[C0006\] Request failed, Service Unavailable\(503\): Injected fault 503/)
    expect(mock.requests).toHaveLength(3)
  })

  it('exits 2 without a key, saying where the key comes from', async () => {
    expectKeyless(await runCli(['evm', 'getNativeBalance', '--address', WALLET]))
  })
})

describe('the API key', () => {
  it('never shows in output, errors or resume tokens, from --api-key or W3DATA_API_KEY', async () => {
    const runs = await Promise.all([
      runCli(['evm', 'getWalletNFTs', '--address', WALLET, '--limit', '2', '--raw', ...target]),
      runCli(['evm', 'getWalletNFTs', '--address', '0x4040000000000000000000000000000000000000', ...target]),
      runCli([
        'evm',
        'getWalletNFTs',
        '--address',
        WALLET,
        '--all',
        '--limit',
        '2',
        '--max-pages',
        '1',
        ...target,
      ]),
      runCli(['evm', 'getWalletNFTs', '--address', WALLET, '--limit', 'x', '--mock-url', mock.url], {
        env: { W3DATA_API_KEY: KEY },
      }),
      runCli(['evm', 'getWalletNFTs', '--address', WALLET, KEY, ...target]),
      runCli(['describe', 'evm', 'getWalletNFTs'], { env: { W3DATA_API_KEY: KEY } }),
      // The runtime's own log lines, for a call that also sends the key as a Bearer token.
      runCli(['evm', 'getWalletNetWorth', '--address', WALLET, ...target], {
        env: { W3DATA_LOG_LEVEL: 'verbose' },
      }),
    ])
    expect(runs.map((run) => run.code)).toEqual([0, 1, 0, 2, 2, 0, 0])
    expect(runs[6]?.stderr).toContain('[w3data:client] GET ')
    expect(mock.requests.some((request) => request.headers.authorization === `Bearer ${MOCK_API_KEY}`)).toBe(
      true,
    )
    const tokens = runs.flatMap((run) =>
      [...run.stderr.matchAll(/--resume (\S+)/g)].map((match) => match[1] as string),
    )
    expect(tokens).toHaveLength(1)
    const everything = [
      ...runs.flatMap((run) => [run.stdout, run.stderr]),
      ...tokens.map((token) => Buffer.from(token, 'base64url').toString()),
    ]
    for (const text of everything) expect(text).not.toContain(KEY)
    expect(runs[5]?.stdout).toContain('"x-api-key: $W3DATA_API_KEY"')
  })
})
