import { describe, expect, it } from 'vitest'
import { failure } from '../failure'
import {
  DEFAULT_SOL_NETWORK,
  isSolNetwork,
  normalizeSolNetwork,
  SOL_NETWORK_NAMES,
  SolNetwork,
} from './SolNetwork'

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

// The SDK's SolNetwork cases (moralis@2.27.2), as the exported type has them.
function expectForms(network: SolNetwork, name: string): void {
  expect([network.network, network.toJSON(), network.toString(), network.format()]).toEqual([
    name,
    name,
    name,
    name,
  ])
}

describe('SolNetwork as the SDK has it', () => {
  it('creates a network from its name', () => {
    expectForms(SolNetwork.create('mainnet'), 'mainnet')
  })

  it('offers MAINNET and DEVNET', () => {
    expectForms(SolNetwork.MAINNET, 'mainnet')
    expectForms(SolNetwork.DEVNET, 'devnet')
  })

  it('refuses an unknown name with the exact message', () => {
    expect(() => SolNetwork.create('UNKNOWN' as never)).toThrow(
      '[C0005] Solana network is not supported: UNKNOWN',
    )
  })

  it('returns a SolNetwork it is given as it is', () => {
    const network = SolNetwork.create('mainnet')
    expect(SolNetwork.create(network)).toBe(network)
  })

  it('compares with instances and names, on the instance and statically', () => {
    const mainnet = SolNetwork.create('mainnet')
    const devnet = SolNetwork.create('devnet')
    expect(mainnet.equals(SolNetwork.create('mainnet'))).toBe(true)
    expect(mainnet.equals('mainnet')).toBe(true)
    expect(mainnet.equals(devnet)).toBe(false)
    expect(devnet.equals(mainnet)).toBe(false)
    expect(mainnet.equals('devnet')).toBe(false)
    expect(SolNetwork.equals('devnet', devnet)).toBe(true)
    expect(SolNetwork.equals(mainnet, 'devnet')).toBe(false)
  })
})
