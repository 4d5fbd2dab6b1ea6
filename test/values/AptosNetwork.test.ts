// The SDK's AptosNetwork cases (moralis@2.27.2), checked against the type `w3data` exports.
import { describe, expect, it } from 'vitest'
import { AptosNetwork } from 'w3data'

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

  it("reads '1' as mainnet and '2' as testnet (the seed's numeric forms)", () => {
    expectForms(AptosNetwork.create('1'), 'mainnet')
    expectForms(AptosNetwork.create('2'), 'testnet')
  })

  it('refuses an unknown name or number with the seed message', () => {
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
