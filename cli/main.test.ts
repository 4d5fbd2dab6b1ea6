import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  catalogues,
  type OperationEntry,
  type ParameterEntry,
  type SchemaObject,
  toSdkShape,
} from 'w3data/catalogue'
import { createMockServer, type MockServer } from 'w3data/mock'
import { runInProcess } from '../test/cli/inProcess'
import { expectKeyless } from '../test/cli/support'
import { sampleParams } from '../test/mock/sampleParams'
import { minimalValue } from '../test/mock/sampleRequest'
import { paramFlags } from './paramFlags'

// The command line in process against one mock. README, "Exit codes": 0 done; 1 the provider or
// the network failed; 2 the command is wrong, including any error the library raises before a
// request leaves.
let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())
beforeEach(() => {
  mock.faults.clear()
  mock.requests.reset()
})

const run = (args: readonly string[], env: Record<string, string> = {}) => runInProcess(args, { env })

/**
 * A flag's text for a required parameter: the catalogue's example (or default), as describe
 * shows it; else a signed transaction's part for Aptos writes; else the smallest value its schema
 * accepts.
 */
function requiredArgs(
  name: string,
  param: ParameterEntry,
  operation: OperationEntry,
  schemas: Record<string, SchemaObject>,
): string[] {
  const wire = param.schema.example ?? param.schema.default
  const sample =
    wire !== undefined
      ? toSdkShape(wire, param.schema, schemas)
      : (transactionPart(param, operation) ??
        toSdkShape(minimalValue(withValueType(param), schemas), param.schema, schemas))
  if (typeof sample === 'boolean') return [`--${name}=${sample}`]
  return [`--${name}`, typeof sample === 'object' ? JSON.stringify(sample) : String(sample)]
}

/** The parameter's schema, carrying the value type a shared parameter declares beside it. */
const withValueType = (param: ParameterEntry): SchemaObject =>
  param.valueType ? { ...param.schema, 'x-w3data-value-type': param.valueType } : param.schema

/** The signed transaction (or its part) an Aptos write takes, in the SDK's shape. */
function transactionPart(param: ParameterEntry, operation: OperationEntry): unknown {
  const isTransaction = operation.api === 'aptos' && (param === operation.bodyParam || param.in === 'body')
  return isTransaction ? sampleParams(operation)[param.name] : undefined
}

const targets = catalogues.flatMap((catalogue) =>
  catalogue.operations.map((operation) => ({ catalogue, operation })),
)

describe('exit codes', () => {
  const WALLET = '0xcB1C1FdE09f811B294172696404e88E658659905'
  const call = (args: readonly string[], env?: Record<string, string>) =>
    run([...args, '--mock-url', mock.url], env)

  it('0 when the call is done', async () => {
    const done = await call(['evm', 'getNativeBalance', '--address', WALLET])
    expect(done.code).toBe(0)
    expect(JSON.parse(done.stdout)).toMatchObject({ balance: expect.any(String) })
  })

  it('2 on an unknown API, operation or flag, naming it; nothing is sent', async () => {
    const api = await call(['ethereum', 'getNativeBalance'])
    expect(api).toMatchObject({ code: 2, stderr: expect.stringContaining('ethereum') })
    const operation = await call(['evm', 'getWalletNFT', '--address', WALLET])
    expect(operation).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown operation: evm getWalletNFT.'),
    })
    const flag = await call(['evm', 'getWalletNFTs', '--adress', WALLET])
    expect(flag).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown flag --adress for evm getWalletNFTs'),
    })
    expect(mock.requests).toHaveLength(0)
  })

  it('2 on a value the library refuses before sending, with its C0005 message', async () => {
    const limit = await call(['evm', 'getWalletNFTs', '--address', WALLET, '--limit', 'abc'])
    expect(limit.code).toBe(2)
    expect(limit.stderr.split('\n')[0]).toBe(
      '[C0005] Invalid value for limit: Expected an integer (a safe-integer number, a bigint or a string of digits), received "abc"',
    )
    const address = await call(['evm', 'getWalletNFTs', '--address', '0xzz'])
    expect(address.code).toBe(2)
    expect(address.stderr).toContain('[C0005] Invalid address provided: 0xzz')
    expect(mock.requests).toHaveLength(0)
  })

  it('2 on JSON that does not parse', async () => {
    const body = await call(['evm', 'getMultipleTokenPrices', '--body', '{tokens'])
    expect(body.code).toBe(2)
    expect(body.stderr).toMatch(/^w3data: Invalid JSON for --body: /)
    expect(mock.requests).toHaveLength(0)
  })

  it('2 without an API key, saying where the key comes from', async () => {
    expectKeyless(await run(['evm', 'getNativeBalance', '--address', WALLET]))
  })

  it('1 when the provider answers with an error', async () => {
    const missing = await call(['evm', 'getWalletNFTs', '--address', `0x404${'0'.repeat(37)}`])
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: '[C0006] Request failed, Not Found(404): Not found\n',
    })
  })

  it('1 when the provider keeps failing after the retries', async () => {
    mock.faults.set('getNativeBalance', { statuses: [503, 503, 503] })
    const failing = await call(['evm', 'getNativeBalance', '--address', WALLET])
    expect(failing.code).toBe(1)
    expect(failing.stderr).toMatch(
      /^\[C0006\] Request failed, Service Unavailable\(503\): Injected fault 503/,
    )
    expect(mock.requests).toHaveLength(3)
  })
})

describe('every operation from the command line', () => {
  it('covers every operation of every API', () => {
    expect(new Set(targets.map(({ catalogue }) => catalogue.api))).toEqual(
      new Set(['evm', 'aptos', 'streams', 'auth', 'solana']),
    )
    expect(targets.length).toBeGreaterThan(200)
  })

  it.each(targets.map((target) => [`${target.catalogue.api} ${target.operation.id}`, target] as const))(
    '%s with its required parameters exits 0 and prints JSON',
    async (_, { catalogue, operation }) => {
      const flags = paramFlags(catalogue, operation).filter((flag) => flag.param.required)
      const args = flags.flatMap((flag) =>
        requiredArgs(flag.names[0] as string, flag.param, operation, catalogue.schemas),
      )
      const result = await run([catalogue.api, operation.id, ...args, '--mock-url', mock.url])
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      expect(() => JSON.parse(result.stdout)).not.toThrow()
    },
  )
})
