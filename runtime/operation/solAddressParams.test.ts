import { describe, expect, it } from 'vitest'
import { SolAddress } from '../values/solana/SolAddress'
import { BASE58, solAddressParam } from './solAddressParams'

const WSOL = 'So11111111111111111111111111111111111111112'

// Needs fresh modules: base58 is not loaded until the test that loads it.
describe('Solana address parameters with base58 loaded on first need', () => {
  it('refuses what cannot be an address, and takes a SolAddress, without base58', () => {
    expect(() => solAddressParam(42)).toThrow('[C0005] Invalid Solana address provided: 42')
    expect(() => solAddressParam('x'.repeat(45))).toThrow('[C0005] Invalid Solana address provided')
    expect(solAddressParam(SolAddress.create(WSOL))).toBe(WSOL)
  })

  it('asks for base58 where text could be an address', () => {
    expect(() => solAddressParam(WSOL)).toThrow(expect.toSatisfy((e) => e === BASE58))
  })

  it('once loaded, checks addresses as SolAddress does', async () => {
    await BASE58.load()
    expect(solAddressParam(WSOL)).toBe(WSOL)
    expect(() => solAddressParam('0OIl')).toThrow('[C0005] Invalid Solana address provided: 0OIl')
  })
})
