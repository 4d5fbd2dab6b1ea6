import { describe, expect, it } from 'vitest'
import { failure } from '../failure'
import { APTOS_NETWORK_NAMES, AptosNetwork, isAptosNetwork, normalizeAptosNetwork } from './AptosNetwork'

describe('normalizeAptosNetwork', () => {
  it('accepts the three names', () => {
    expect(APTOS_NETWORK_NAMES).toEqual(['mainnet', 'testnet', 'devnet'])
    for (const name of APTOS_NETWORK_NAMES) expect(normalizeAptosNetwork(name)).toBe(name)
  })

  it('folds case', () => {
    expect(normalizeAptosNetwork('Mainnet')).toBe('mainnet')
    expect(normalizeAptosNetwork('TESTNET')).toBe('testnet')
    expect(normalizeAptosNetwork('DevNet')).toBe('devnet')
  })

  it('maps 1 to mainnet and 2 to testnet, as numbers or strings', () => {
    expect(normalizeAptosNetwork(1)).toBe('mainnet')
    expect(normalizeAptosNetwork('1')).toBe('mainnet')
    expect(normalizeAptosNetwork(2)).toBe('testnet')
    expect(normalizeAptosNetwork('2')).toBe('testnet')
  })

  it('accepts an AptosNetwork', () => {
    expect(normalizeAptosNetwork(AptosNetwork.create('devnet'))).toBe('devnet')
  })

  it('rejects anything else with the exact message', () => {
    expect(failure(() => normalizeAptosNetwork('localnet'))).toEqual({
      code: 'C0005',
      message: '[C0005] Aptos network is not supported: localnet',
    })
    for (const value of [
      0,
      3,
      1.5,
      -1,
      '3',
      '01',
      ' mainnet',
      'main',
      '',
      'constructor',
      'toString',
      '__proto__',
    ]) {
      expect(() => normalizeAptosNetwork(value)).toThrow(`[C0005] Aptos network is not supported: ${value}`)
    }
  })

  it('rejects non-string input with the same error, never a TypeError', () => {
    expect(() => normalizeAptosNetwork(null)).toThrow('[C0005] Aptos network is not supported: null')
    expect(() => normalizeAptosNetwork(undefined)).toThrow(
      '[C0005] Aptos network is not supported: undefined',
    )
    expect(() => normalizeAptosNetwork(1n)).toThrow('[C0005] Aptos network is not supported: 1')
    expect(() => normalizeAptosNetwork(true)).toThrow('[C0005] Aptos network is not supported: true')
    expect(() => normalizeAptosNetwork(Symbol('m'))).toThrow(
      '[C0005] Aptos network is not supported: Symbol(m)',
    )
    expect(failure(() => normalizeAptosNetwork({}))).toEqual({
      code: 'C0005',
      message: '[C0005] Aptos network is not supported: [object Object]',
    })
  })
})

describe('isAptosNetwork', () => {
  it('tells supported from unsupported without throwing', () => {
    expect(isAptosNetwork('mainnet')).toBe(true)
    expect(isAptosNetwork('Devnet')).toBe(true)
    expect(isAptosNetwork(2)).toBe(true)
    expect(isAptosNetwork(AptosNetwork.create(1))).toBe(true)
    expect(isAptosNetwork(3)).toBe(false)
    expect(isAptosNetwork('localnet')).toBe(false)
    expect(isAptosNetwork(null)).toBe(false)
  })
})

describe('AptosNetwork', () => {
  it('holds the normalized name', () => {
    const network = AptosNetwork.create(2)
    expect(network.network).toBe('testnet')
    expect(network.toString()).toBe('testnet')
    expect(network.toJSON()).toBe('testnet')
    expect(JSON.stringify({ network })).toBe('{"network":"testnet"}')
  })

  it('returns an AptosNetwork given to it', () => {
    const network = AptosNetwork.create('mainnet')
    expect(AptosNetwork.create(network)).toBe(network)
  })

  it('compares by normalized name', () => {
    const network = AptosNetwork.create('mainnet')
    expect(network.equals(1)).toBe(true)
    expect(network.equals('1')).toBe(true)
    expect(network.equals(AptosNetwork.create('mainnet'))).toBe(true)
    expect(network.equals('testnet')).toBe(false)
    expect(network.equals('nope' as 'mainnet')).toBe(false)
  })

  it('rejects unsupported networks with C0005', () => {
    expect(failure(() => AptosNetwork.create(3 as 1))).toEqual({
      code: 'C0005',
      message: '[C0005] Aptos network is not supported: 3',
    })
  })
})

// The SDK's AptosNetwork cases (moralis@2.27.2), as the exported type has them.
/** Every text form of a network reads the same name. */
function expectForms(network: AptosNetwork, name: string): void {
  expect([network.network, network.toJSON(), network.toString(), network.format()]).toEqual([
    name,
    name,
    name,
    name,
  ])
}

describe('AptosNetwork as the SDK has it', () => {
  it('creates a network from its name', () => {
    expectForms(AptosNetwork.create('mainnet'), 'mainnet')
  })

  it('offers MAINNET, TESTNET and DEVNET', () => {
    expectForms(AptosNetwork.MAINNET, 'mainnet')
    expectForms(AptosNetwork.TESTNET, 'testnet')
    expectForms(AptosNetwork.DEVNET, 'devnet')
  })

  it("reads '1' as mainnet and '2' as testnet (its numeric forms)", () => {
    expectForms(AptosNetwork.create('1'), 'mainnet')
    expectForms(AptosNetwork.create('2'), 'testnet')
  })

  it('refuses an unknown name or number with the exact message', () => {
    expect(() => AptosNetwork.create('UNKNOWN' as never)).toThrow(
      '[C0005] Aptos network is not supported: UNKNOWN',
    )
    expect(() => AptosNetwork.create('999' as never)).toThrow('[C0005] Aptos network is not supported: 999')
  })

  it('returns an AptosNetwork it is given as it is', () => {
    const network = AptosNetwork.create('mainnet')
    expect(AptosNetwork.create(network)).toBe(network)
  })

  it('compares with instances and names, on the instance and statically', () => {
    const mainnet = AptosNetwork.create('mainnet')
    const devnet = AptosNetwork.create('devnet')
    expect(mainnet.equals(AptosNetwork.create('mainnet'))).toBe(true)
    expect(mainnet.equals('mainnet')).toBe(true)
    expect(mainnet.equals(devnet)).toBe(false)
    expect(devnet.equals(mainnet)).toBe(false)
    expect(mainnet.equals('devnet')).toBe(false)
    expect(AptosNetwork.equals('mainnet', mainnet)).toBe(true)
    expect(AptosNetwork.equals(devnet, 'testnet')).toBe(false)
  })
})
