import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { failure } from '../failure'
import {
  DEFAULT_EVM_CHAIN,
  EVM_CHAINS,
  EvmChain,
  evmChainDecimal,
  isEvmChain,
  normalizeEvmChain,
} from './EvmChain'

/** The `chainList` enum of the provider's published EVM document, from its committed facts. */
const CHAIN_LIST = (
  JSON.parse(readFileSync(new URL('../../../reference/evm.json', import.meta.url), 'utf8')) as {
    schemas: { chainList: { enum: string[] } }
  }
).schemas.chainList.enum

describe('EVM_CHAINS', () => {
  it('pairs the names and hex ids of the reference chainList, in order', () => {
    expect(EVM_CHAINS.flatMap((chain) => [chain.name, chain.id])).toEqual(CHAIN_LIST)
  })

  it('holds normalized, unique ids and unique names', () => {
    for (const chain of EVM_CHAINS) expect(normalizeEvmChain(chain.id)).toBe(chain.id)
    expect(new Set(EVM_CHAINS.map((chain) => chain.id)).size).toBe(EVM_CHAINS.length)
    expect(new Set(EVM_CHAINS.map((chain) => chain.name)).size).toBe(EVM_CHAINS.length)
  })

  it('defaults to Ethereum mainnet', () => {
    expect(DEFAULT_EVM_CHAIN).toBe('0x1')
  })
})

describe('normalizeEvmChain', () => {
  it('accepts hex ids, folding case and dropping leading zeros', () => {
    expect(normalizeEvmChain('0x1')).toBe('0x1')
    expect(normalizeEvmChain('0x01')).toBe('0x1')
    expect(normalizeEvmChain('0x0001')).toBe('0x1')
    expect(normalizeEvmChain('0xAA36A7')).toBe('0xaa36a7')
    expect(normalizeEvmChain('0XA86A')).toBe('0xa86a')
    expect(normalizeEvmChain('0x089')).toBe('0x89')
  })

  it('accepts decimal ids as numbers or strings', () => {
    expect(normalizeEvmChain(1)).toBe('0x1')
    expect(normalizeEvmChain('1')).toBe('0x1')
    expect(normalizeEvmChain(137)).toBe('0x89')
    expect(normalizeEvmChain('137')).toBe('0x89')
    expect(normalizeEvmChain('0137')).toBe('0x89')
    expect(normalizeEvmChain(11155111)).toBe('0xaa36a7')
    expect(normalizeEvmChain('10')).toBe('0xa')
  })

  it('accepts provider chain names in any case', () => {
    expect(normalizeEvmChain('eth')).toBe('0x1')
    expect(normalizeEvmChain('polygon')).toBe('0x89')
    expect(normalizeEvmChain('base sepolia')).toBe('0x14a34')
    expect(normalizeEvmChain('Base Sepolia')).toBe('0x14a34')
    expect(normalizeEvmChain('ETH')).toBe('0x1')
    expect(normalizeEvmChain('flow-testnet')).toBe('0x221')
    for (const chain of EVM_CHAINS) expect(normalizeEvmChain(chain.name)).toBe(chain.id)
  })

  it('allows ids that are not in the list, since the provider adds chains', () => {
    expect(normalizeEvmChain('0x2a')).toBe('0x2a')
    expect(normalizeEvmChain(42)).toBe('0x2a')
    expect(normalizeEvmChain('0xFFFFFFFFFFFFFFFFFFFF')).toBe('0xffffffffffffffffffff')
  })

  it('accepts an EvmChain', () => {
    expect(normalizeEvmChain(EvmChain.create('polygon'))).toBe('0x89')
  })

  it('rejects unknown names, empty, zero, negative and fractional values with the exact message', () => {
    expect(failure(() => normalizeEvmChain('ethereum'))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid chain provided: ethereum',
    })
    for (const value of [
      '',
      'mainnet',
      ' eth',
      'eth ',
      'base  sepolia',
      'constructor',
      '__proto__',
      '0x',
      '0x0',
      '0x00',
      '0xg1',
      '0x 1',
      '0x-1',
      '-0x1',
      '0',
      '-1',
      '1.5',
      '1e3',
      '+1',
      ' 1',
      0,
      -0,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
    ]) {
      expect(() => normalizeEvmChain(value)).toThrow(`[C0005] Invalid chain provided: ${value}`)
    }
  })

  it('rejects other input with the same error, never a TypeError', () => {
    expect(() => normalizeEvmChain(null)).toThrow('[C0005] Invalid chain provided: null')
    expect(() => normalizeEvmChain(undefined)).toThrow('[C0005] Invalid chain provided: undefined')
    expect(() => normalizeEvmChain(1n)).toThrow('[C0005] Invalid chain provided: 1')
    expect(() => normalizeEvmChain(true)).toThrow('[C0005] Invalid chain provided: true')
    expect(() => normalizeEvmChain(Symbol('c'))).toThrow('[C0005] Invalid chain provided: Symbol(c)')
    expect(failure(() => normalizeEvmChain({}))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid chain provided: [object Object]',
    })
    expect(failure(() => normalizeEvmChain(Object.create(null)))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid chain provided: [object Object]',
    })
  })
})

describe('evmChainDecimal', () => {
  it('gives the decimal id of any accepted form', () => {
    expect(evmChainDecimal('0x1')).toBe('1')
    expect(evmChainDecimal('0x89')).toBe('137')
    expect(evmChainDecimal('polygon')).toBe('137')
    expect(evmChainDecimal('BASE')).toBe('8453')
    expect(evmChainDecimal(56)).toBe('56')
    expect(evmChainDecimal('0137')).toBe('137')
    expect(evmChainDecimal('0xFFFFFFFFFFFFFFFFFFFF')).toBe('1208925819614629174706175')
  })

  it('rejects with the same message', () => {
    expect(() => evmChainDecimal('nope')).toThrow('[C0005] Invalid chain provided: nope')
    expect(() => evmChainDecimal(-5)).toThrow('[C0005] Invalid chain provided: -5')
  })
})

describe('isEvmChain', () => {
  it('tells valid from invalid without throwing', () => {
    expect(isEvmChain('0x1')).toBe(true)
    expect(isEvmChain('Polygon')).toBe(true)
    expect(isEvmChain(137)).toBe(true)
    expect(isEvmChain('999999')).toBe(true)
    expect(isEvmChain(EvmChain.create('eth'))).toBe(true)
    expect(isEvmChain('ethereum')).toBe(false)
    expect(isEvmChain('')).toBe(false)
    expect(isEvmChain(0)).toBe(false)
    expect(isEvmChain(null)).toBe(false)
  })
})

describe('EvmChain', () => {
  it('holds the hex id and gives the decimal id and the name', () => {
    const chain = EvmChain.create('Polygon')
    expect(chain.hex).toBe('0x89')
    expect(chain.decimal).toBe(137)
    expect(chain.apiName).toBe('polygon')
    expect(chain.name).toBe('Polygon Mainnet')
    expect(chain.toString()).toBe('0x89')
    expect(chain.toJSON()).toBe('0x89')
    expect(JSON.stringify({ chain })).toBe('{"chain":"0x89"}')
    expect(EvmChain.create(84532).apiName).toBe('base sepolia')
  })

  it('has no name for a chain outside the list', () => {
    const chain = EvmChain.create('0x2A')
    expect(chain.hex).toBe('0x2a')
    expect(chain.decimal).toBe(42)
    expect(chain.apiName).toBeUndefined()
    expect(chain.name).toBeUndefined()
  })

  it('returns an EvmChain given to it', () => {
    const chain = EvmChain.create('eth')
    expect(EvmChain.create(chain)).toBe(chain)
  })

  it('compares by id, whatever the form', () => {
    const chain = EvmChain.create('eth')
    expect(chain.equals('0x1')).toBe(true)
    expect(chain.equals('0x01')).toBe(true)
    expect(chain.equals(1)).toBe(true)
    expect(chain.equals('1')).toBe(true)
    expect(chain.equals('ETH')).toBe(true)
    expect(chain.equals(EvmChain.create(1))).toBe(true)
    expect(chain.equals('polygon')).toBe(false)
    expect(chain.equals('nope')).toBe(false)
  })

  it('rejects invalid input with C0005', () => {
    expect(failure(() => EvmChain.create('ethereum'))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid chain provided: ethereum',
    })
    expect(() => EvmChain.create(-1)).toThrow('[C0005] Invalid chain provided: -1')
  })
})

// The SDK's EvmChain cases (moralis@2.27.2 and its repository), as the exported type has them.
/** The SDK's three ways of naming chain 45, and what each gives. */
function expectChain45(chain: EvmChain): void {
  expect([chain.toJSON(), chain.decimal, chain.apiHex, chain.format()]).toEqual(['0x2d', 45, '0x2d', '0x2d'])
}

// The SDK names no value; w3data appends it, as for every other invalid argument.
const INVALID = '[C0005] Invalid chain provided: '

describe('EvmChain as the SDK has it', () => {
  it('creates a chain from a number, a hex string or a decimal string', () => {
    expectChain45(EvmChain.create(45))
    expectChain45(EvmChain.create('0x2d'))
    expectChain45(EvmChain.create('45'))
  })

  it.each([
    ['bitcoin', 'an unknown name'],
    ['0x', 'a hex prefix without digits'],
    ['0x0', 'hex zero'],
  ])('refuses %s (%s)', (value) => {
    expect(() => EvmChain.create(value)).toThrow(`${INVALID}${value}`)
  })

  it('refuses zero', () => {
    expect(() => EvmChain.create(0)).toThrow(`${INVALID}0`)
  })

  it('offers named chains', () => {
    const mumbai = EvmChain.MUMBAI
    expect([mumbai.toJSON(), mumbai.decimal, mumbai.apiHex]).toEqual(['0x13881', 80001, '0x13881'])
  })

  it('returns an EvmChain it is given as it is', () => {
    const chain = EvmChain.create('0x1')
    expect(EvmChain.create(chain)).toBe(chain)
  })

  it('compares ids on the instance and statically', () => {
    const a = EvmChain.create('0x2d')
    const b = EvmChain.create(45)
    expect(a.equals(b)).toBe(true)
    expect(EvmChain.equals(a, b)).toBe(true)
    expect(a.equals(EvmChain.create(46))).toBe(false)
    expect(EvmChain.equals('0x2e', 45)).toBe(false)
  })

  it.each([
    ['ETHEREUM', '0x1'],
    ['GOERLI', '0x5'],
    ['SEPOLIA', '0xaa36a7'],
    ['BSC', '0x38'],
    ['BSC_TESTNET', '0x61'],
    ['POLYGON', '0x89'],
    ['MUMBAI', '0x13881'],
    ['FANTOM', '0xfa'],
    ['FANTOM_TESTNET', '0xfa2'],
    ['AVALANCHE', '0xa86a'],
    ['AVALANCHE_TESTNET', '0xa869'],
    ['CRONOS', '0x19'],
    ['RONIN', '0x7e4'],
    ['ARBITRUM', '0xa4b1'],
    ['ARBITRUM_TESTNET', '0x66eed'],
    ['OPTIMISM', '0xa'],
    ['PALM', '0x2a15c308d'],
    ['CHILIZ', '0x15b38'],
    ['CHILIZ_TESTNET', '0x15b32'],
    ['GNOSIS', '0x64'],
    ['GNOSIS_TESTNET', '0x27d8'],
    ['BASE', '0x2105'],
    ['BASE_TESTNET', '0x14a33'],
    ['BASE_SEPOLIA', '0x14a34'],
    ['HOLESKY', '0x4268'],
    ['POLYGON_AMOY', '0x13882'],
    ['LINEA', '0xe708'],
    ['LINEA_SEPOLIA', '0xe705'],
    ['MOONBEAM', '0x504'],
    ['MOONRIVER', '0x505'],
    ['MOONBASE', '0x507'],
  ] as const)('names %s %s', (name, hex) => {
    expect(EvmChain[name].apiHex).toBe(hex)
  })

  // Ronin and Chiliz testnet have no entry in the SDK's chain list.
  const described = EvmChain.values().filter((chain) => !['0x7e4', '0x15b32'].includes(chain.apiHex))

  it.each(described.map((chain) => [chain.apiHex, chain]))('describes %s', (_hex, chain) => {
    expect(chain.name).toEqual(expect.any(String))
    expect(chain.rpcUrls?.length).toBeGreaterThan(0)
    expect(chain.currency).toEqual({ name: expect.any(String), symbol: expect.any(String), decimals: 18 })
    expect(chain.explorer?.url).toMatch(/^https:\/\//)
  })

  it('lists 31 named chains, Ethereum first', () => {
    const values = EvmChain.values()
    expect(values).toHaveLength(31)
    expect(values[0]?.equals(EvmChain.ETHEREUM)).toBe(true)
    expect(described).toHaveLength(29)
  })

  it('describes Ethereum', () => {
    const chain = EvmChain.create('0x1')
    expect(chain.name).toBe('Ethereum Mainnet')
    expect(chain.rpcUrls).toContain('https://ethereum-rpc.publicnode.com')
    expect(chain.rpcUrls).toContain('https://api.mycryptoapi.com/eth')
    expect(chain.currency).toStrictEqual({ decimals: 18, name: 'Ether', symbol: 'ETH' })
    expect(chain.display()).toBe('Ethereum Mainnet (0x1)')
  })

  it('shows an unlisted chain by its hex id alone', () => {
    const chain = EvmChain.create(45)
    expect([chain.name, chain.currency, chain.rpcUrls, chain.explorer, chain.display()]).toEqual([
      undefined,
      undefined,
      undefined,
      null,
      '0x2d',
    ])
    expect(chain.getExplorerPath({ block: 1 })).toBeNull()
  })

  it('links to explorer pages where the explorer follows EIP-3091, and nowhere otherwise', () => {
    const eth = EvmChain.ETHEREUM
    expect(eth.getExplorerPath({ block: 1 })).toBe('https://etherscan.io/block/1')
    expect(eth.getExplorerPath({ transaction: '0xab' })).toBe('https://etherscan.io/tx/0xab')
    expect(eth.getExplorerPath({ account: '0xcd' })).toBe('https://etherscan.io/address/0xcd')
    expect(eth.getExplorerPath({ erc20: '0xef' })).toBe('https://etherscan.io/token/0xef')
    expect(EvmChain.CRONOS.getExplorerPath({ block: 1 })).toBeNull()
  })

  it('answers null for a target naming none of them, as the SDK does, never a link to undefined', () => {
    const untyped = { address: '0xcd' } as unknown as Parameters<EvmChain['getExplorerPath']>[0]
    expect(EvmChain.ETHEREUM.getExplorerPath(untyped)).toBeNull()
  })
})
