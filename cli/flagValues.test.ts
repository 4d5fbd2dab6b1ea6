import { describe, expect, it } from 'vitest'
import { catalogues, type SchemaObject } from 'w3data/catalogue'
import { UsageError } from './exitCodes'
import { flagValue } from './flagValues'
import { type ParamFlag, paramFlags, schemaType } from './paramFlags'

const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
const flagOf = (operationId: string, name: string): ParamFlag => {
  const operation = evm.operations.find((entry) => entry.id === operationId)!
  return paramFlags(evm, operation).find((flag) => flag.param.name === name)!
}

describe('flagValue', () => {
  it('turns exact decimals into numbers and leaves the rest to the library', () => {
    const limit = flagOf('getWalletNFTs', 'limit')
    expect(flagValue(limit, '50')).toBe(50)
    expect(flagValue(limit, '18446744073709551616')).toBe('18446744073709551616')
    expect(flagValue(limit, '1e3')).toBe('1e3')
    expect(flagValue(limit, 'abc')).toBe('abc')
  })

  it('takes lists as repeated flags, comma lists or JSON', () => {
    const addresses = flagOf('getWalletNFTs', 'tokenAddresses')
    expect(flagValue(addresses, ['0x1,0x2', '0x3'])).toEqual(['0x1', '0x2', '0x3'])
    expect(flagValue(addresses, ['["0x1","0x2"]'])).toEqual(['0x1', '0x2'])
  })

  it('parses JSON objects and refuses JSON that does not parse as a usage error', () => {
    const tokens = flagOf('getMultipleTokenPrices', 'tokens')
    expect(flagValue(tokens, ['{"tokenAddress":"0x1"}'])).toEqual([{ tokenAddress: '0x1' }])
    expect(() => flagValue(tokens, ['{tokenAddress'])).toThrow(UsageError)
    expect(() => flagValue(tokens, ['{tokenAddress'])).toThrow(/^Invalid JSON for --tokens: /)
  })

  it('keeps booleans as given', () => {
    expect(flagValue(flagOf('getWalletNFTs', 'excludeSpam'), false)).toBe(false)
  })
})

/** A flag of a made-up parameter whose schema (or, for a list, item schema) is `schema`. */
const made = (schema: SchemaObject, list = false): ParamFlag => ({
  param: { name: 'x', wireName: 'x', in: 'query', required: false, schema },
  names: ['x-flag'],
  schema: list ? { type: 'array', items: schema } : schema,
  items: list ? schema : {},
  boolean: false,
  list,
})

describe('flagValue, by schema type', () => {
  it('numbers: exact decimals only; anything that would round stays text', () => {
    const number = made({ type: 'number' })
    expect(['0', '-7', '0.5', '-2.25'].map((text) => flagValue(number, text))).toEqual([0, -7, 0.5, -2.25])
    for (const text of ['0.10', '01', '1.', '.5', '9007199254740993', '0.1000000000000000000001', ' 1'])
      expect(flagValue(number, text)).toBe(text)
  })

  it('booleans in a list or a value: true and false, the rest as given', () => {
    expect(flagValue(made({ type: 'boolean' }, true), 'true,false,yes')).toEqual([true, false, 'yes'])
  })

  it('the last of a repeated single flag wins; list items are trimmed', () => {
    expect(flagValue(made({ type: 'string' }), ['a', 'b'])).toBe('b')
    expect(flagValue(made({ type: 'integer' }, true), [' 1 , 2', '3'])).toEqual([1, 2, 3])
    expect(flagValue(made({ type: 'string' }, true), '  ["a,b"]')).toEqual(['a,b'])
    // JSON only as the one value: repeated, each is an item.
    expect(flagValue(made({ type: 'integer' }, true), ['[1]', '2'])).toEqual(['[1]', 2])
  })

  it('objects: one JSON object per flag, commas and all', () => {
    const objects = made({ type: 'object', properties: { a: { type: 'string' } } }, true)
    expect(flagValue(objects, ['{"a":"1,2"}', '{"a":"3"}'])).toEqual([{ a: '1,2' }, { a: '3' }])
    expect(flagValue(made({ type: 'object' }), '{"b":[1]}')).toEqual({ b: [1] })
    expect(() => flagValue(made({ type: 'array' }), '[1')).toThrow(/^Invalid JSON for --x-flag: /)
  })
})

describe('paramFlags', () => {
  it('offers kebab-case, camelCase and the wire name, and prefixes names the command line uses', () => {
    expect(flagOf('getWalletNFTs', 'tokenAddresses').names).toEqual([
      'token-addresses',
      'tokenAddresses',
      'token_addresses',
    ])
    expect(flagOf('getWalletNFTs', 'format').names).toEqual(['param-format', 'paramFormat'])
  })

  it('gives every operation of every API its parameters, body value and network as flags', () => {
    for (const catalogue of catalogues)
      for (const operation of catalogue.operations) {
        const flags = paramFlags(catalogue, operation)
        const names = flags.flatMap((flag) => flag.names)
        expect(new Set(names).size, `${catalogue.api}.${operation.id}`).toBe(names.length)
        expect(flags.length).toBe(
          operation.params.length +
            (operation.bodyParam ? 1 : 0) +
            (catalogue.network && !operation.params.some((param) => param.name === catalogue.network?.param)
              ? 1
              : 0),
        )
      }
  })

  it('gives a per-network API’s operations the network flag, its hosts named when it has several', () => {
    const networkOf = (api: string, id: string) => {
      const catalogue = catalogues.find((entry) => entry.api === api)!
      const operation = catalogue.operations.find((entry) => entry.id === id)!
      return paramFlags(catalogue, operation).at(-1)!
    }
    const aptos = networkOf('aptos', 'getTransactions')
    expect(aptos.names).toEqual(['network'])
    expect(aptos.param).toEqual({
      name: 'network',
      wireName: 'network',
      in: 'query',
      required: false,
      schema: { type: 'string', 'x-w3data-value-type': 'aptos-network', example: 'mainnet' },
      valueType: 'aptos-network',
      description: "The network (mainnet, testnet); default: the client's defaultAptosNetwork",
    })
    const evm = networkOf('evm', 'web3ApiVersion')
    expect(evm.param.schema).toEqual({ type: 'string', 'x-w3data-value-type': 'evm-chain' })
    expect(evm.param.description).toBe("The network; default: the client's defaultEvmChain")
  })

  it('reads one JSON type from a schema', () => {
    const types = [
      { type: ['null', 'integer'] },
      { type: 'string' },
      { properties: {} },
      { oneOf: [] },
      { additionalProperties: true },
      { enum: ['a'] },
      { enum: [1] },
      {},
    ] as SchemaObject[]
    expect(types.map(schemaType)).toEqual([
      'integer',
      'string',
      'object',
      'object',
      'object',
      'string',
      undefined,
      undefined,
    ])
  })

  it('prefixes a parameter when any of its names is one of the command line’s', () => {
    const operation = evm.operations.find((entry) => entry.id === 'getWalletNFTs')!
    const named = {
      ...operation,
      params: [{ ...operation.params[0]!, name: 'maxItems', wireName: 'max_items' }],
    }
    expect(paramFlags(evm, named)[0]?.names).toEqual(['param-max-items', 'paramMaxItems'])
  })
})
