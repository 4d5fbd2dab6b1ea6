import { describe, expect, it } from 'vitest'
import { isW3DataError } from '../../errors/W3DataError'
import {
  DEFAULT_SOL_NETWORK,
  isSolNetwork,
  normalizeSolNetwork,
  SOL_NETWORK_NAMES,
  SolNetwork,
} from './SolNetwork'

function failure(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return isW3DataError(error) ? { code: error.code, message: error.message } : error
  }
  return undefined
}

describe('normalizeSolNetwork', () => {
  it('accepts mainnet and devnet; mainnet is the default', () => {
    expect(SOL_NETWORK_NAMES).toEqual(['mainnet', 'devnet'])
    expect(DEFAULT_SOL_NETWORK).toBe('mainnet')
    for (const name of SOL_NETWORK_NAMES) expect(normalizeSolNetwork(name)).toBe(name)
  })

  it('folds case', () => {
    expect(normalizeSolNetwork('Mainnet')).toBe('mainnet')
    expect(normalizeSolNetwork('DEVNET')).toBe('devnet')
  })

  it('accepts a SolNetwork', () => {
    expect(normalizeSolNetwork(SolNetwork.create('devnet'))).toBe('devnet')
  })

  it('rejects anything else with the exact message', () => {
    expect(failure(() => normalizeSolNetwork('testnet'))).toEqual({
      code: 'C0005',
      message: '[C0005] Solana network is not supported: testnet',
    })
    for (const value of [
      'localnet',
      'mainnet-beta',
      ' mainnet',
      'main',
      '',
      '1',
      'constructor',
      '__proto__',
    ]) {
      expect(() => normalizeSolNetwork(value)).toThrow(`[C0005] Solana network is not supported: ${value}`)
    }
  })

  it('rejects non-string input with the same error, never a TypeError', () => {
    expect(failure(() => normalizeSolNetwork(1))).toEqual({
      code: 'C0005',
      message: '[C0005] Solana network is not supported: 1',
    })
    expect(() => normalizeSolNetwork(null)).toThrow('[C0005] Solana network is not supported: null')
    expect(() => normalizeSolNetwork(undefined)).toThrow('[C0005] Solana network is not supported: undefined')
    expect(() => normalizeSolNetwork(true)).toThrow('[C0005] Solana network is not supported: true')
    expect(() => normalizeSolNetwork(Symbol('m'))).toThrow(
      '[C0005] Solana network is not supported: Symbol(m)',
    )
    expect(failure(() => normalizeSolNetwork(Object.create(null)))).toEqual({
      code: 'C0005',
      message: '[C0005] Solana network is not supported: [object Object]',
    })
  })
})

describe('isSolNetwork', () => {
  it('tells supported from unsupported without throwing', () => {
    expect(isSolNetwork('mainnet')).toBe(true)
    expect(isSolNetwork('Devnet')).toBe(true)
    expect(isSolNetwork(SolNetwork.create('devnet'))).toBe(true)
    expect(isSolNetwork('testnet')).toBe(false)
    expect(isSolNetwork(1)).toBe(false)
    expect(isSolNetwork(null)).toBe(false)
  })
})

describe('SolNetwork', () => {
  it('holds the normalized name', () => {
    const network = SolNetwork.create('devnet')
    expect(network.network).toBe('devnet')
    expect(network.toString()).toBe('devnet')
    expect(network.toJSON()).toBe('devnet')
    expect(JSON.stringify({ network })).toBe('{"network":"devnet"}')
  })

  it('returns a SolNetwork given to it', () => {
    const network = SolNetwork.create('mainnet')
    expect(SolNetwork.create(network)).toBe(network)
  })

  it('compares by normalized name', () => {
    const network = SolNetwork.create('mainnet')
    expect(network.equals('mainnet')).toBe(true)
    expect(network.equals('Mainnet' as 'mainnet')).toBe(true)
    expect(network.equals(SolNetwork.create('mainnet'))).toBe(true)
    expect(network.equals('devnet')).toBe(false)
    expect(network.equals('nope' as 'mainnet')).toBe(false)
  })

  it('rejects unsupported networks with C0005', () => {
    expect(failure(() => SolNetwork.create('testnet' as 'mainnet'))).toEqual({
      code: 'C0005',
      message: '[C0005] Solana network is not supported: testnet',
    })
  })
})
