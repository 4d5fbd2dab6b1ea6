import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isW3DataError } from '../../errors/W3DataError'
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

function failure(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return isW3DataError(error) ? { code: error.code, message: error.message } : error
  }
  return undefined
}

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
