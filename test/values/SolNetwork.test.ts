// The SDK's SolNetwork cases (moralis@2.27.2), checked against the type `w3data` exports.
import { describe, expect, it } from 'vitest'
import { SolNetwork } from 'w3data'

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

  it('refuses an unknown name with the seed message', () => {
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
