import { describe, expect, it } from 'vitest'
import { failure } from '../failure'
import { isSolAddress, normalizeSolAddress, SolAddress } from './SolAddress'

// Wrapped SOL's mint and a wallet from the provider's examples: 32 bytes each.
const WSOL = 'So11111111111111111111111111111111111111112'
const WALLET = 'kXB7FfzdrfZpAZEW3TZcp8a8CwQbsowa6BdfAHZ4gVs'
// The system program: 32 zero bytes, one '1' per byte.
const SYSTEM = '1'.repeat(32)
// 31 bytes of 0xff: as long as a real address (43 characters) but one byte short.
const SHORT_43 = '4uQeVj5tqViQh7yWWGStvkEG1Zmhx6uasJtWCJziofL'
// 33 bytes of 0xff.
const LONG = '2K3n5t4wSaF5mj27Tw9vStXWLWyRjjiH5Cp3CFLpKVCr1c'

describe('normalizeSolAddress', () => {
  it('accepts base58 text of 32 bytes, unchanged', () => {
    expect(normalizeSolAddress(WSOL)).toBe(WSOL)
    expect(normalizeSolAddress(WALLET)).toBe(WALLET)
    expect(normalizeSolAddress(SYSTEM)).toBe(SYSTEM)
  })

  it('rejects 31 and 33 bytes with the exact message', () => {
    expect(failure(() => normalizeSolAddress(SHORT_43))).toEqual({
      code: 'C0005',
      message: `[C0005] Invalid Solana address provided: ${SHORT_43}`,
    })
    const zeros31 = '1'.repeat(31)
    expect(() => normalizeSolAddress(zeros31)).toThrow(`[C0005] Invalid Solana address provided: ${zeros31}`)
    expect(() => normalizeSolAddress(LONG)).toThrow(`[C0005] Invalid Solana address provided: ${LONG}`)
    expect(() => normalizeSolAddress(`${WSOL}1`)).toThrow(`[C0005] Invalid Solana address provided: ${WSOL}1`)
  })

  it('rejects text outside the base58 alphabet', () => {
    // 0, O, I and l are not base58; neither are spaces, '+' or '/'.
    for (const value of [
      WSOL.replace('S', '0'),
      WSOL.replace('S', 'O'),
      WSOL.replace('S', 'I'),
      WSOL.replace('S', 'l'),
      ` ${WSOL}`,
      `${WSOL} `,
      `0x${'ab'.repeat(32)}`,
      'So1111111111111111111111111111111111111111+',
      '',
    ]) {
      expect(failure(() => normalizeSolAddress(value))).toEqual({
        code: 'C0005',
        message: `[C0005] Invalid Solana address provided: ${value}`,
      })
    }
  })

  it('rejects very long text without decoding it', () => {
    const long = '2'.repeat(10_000)
    expect(() => normalizeSolAddress(long)).toThrow('[C0005] Invalid Solana address provided: 222')
  })

  it('rejects non-string input with the same error, never a TypeError', () => {
    expect(failure(() => normalizeSolAddress(1))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid Solana address provided: 1',
    })
    expect(() => normalizeSolAddress(null)).toThrow('[C0005] Invalid Solana address provided: null')
    expect(() => normalizeSolAddress(undefined)).toThrow('[C0005] Invalid Solana address provided: undefined')
    expect(() => normalizeSolAddress(1n)).toThrow('[C0005] Invalid Solana address provided: 1')
    expect(() => normalizeSolAddress(new Uint8Array(32))).toThrow('[C0005] Invalid Solana address provided:')
    expect(() => normalizeSolAddress(Symbol('a'))).toThrow(
      '[C0005] Invalid Solana address provided: Symbol(a)',
    )
    expect(failure(() => normalizeSolAddress(Object.create(null)))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid Solana address provided: [object Object]',
    })
  })

  it('accepts a SolAddress', () => {
    expect(normalizeSolAddress(SolAddress.create(WSOL))).toBe(WSOL)
  })
})

describe('isSolAddress', () => {
  it('tells valid from invalid without throwing', () => {
    expect(isSolAddress(WSOL)).toBe(true)
    expect(isSolAddress(SYSTEM)).toBe(true)
    expect(isSolAddress(SolAddress.create(WALLET))).toBe(true)
    expect(isSolAddress(SHORT_43)).toBe(false)
    expect(isSolAddress(LONG)).toBe(false)
    expect(isSolAddress(WSOL.replace('S', '0'))).toBe(false)
    expect(isSolAddress('')).toBe(false)
    expect(isSolAddress(1)).toBe(false)
    expect(isSolAddress(null)).toBe(false)
  })
})

describe('SolAddress', () => {
  it('holds the address as given', () => {
    const address = SolAddress.create(WSOL)
    expect(address.address).toBe(WSOL)
    expect(address.toString()).toBe(WSOL)
    expect(address.toJSON()).toBe(WSOL)
    expect(JSON.stringify({ address })).toBe(`{"address":"${WSOL}"}`)
  })

  it('gives the 32 bytes of the key', () => {
    const bytes = SolAddress.create(WSOL).toBytes()
    expect(bytes).toHaveLength(32)
    expect(bytes[0]).toBe(0x06)
    expect(SolAddress.create(SYSTEM).toBytes()).toEqual(new Uint8Array(32))
  })

  it('returns a SolAddress given to it', () => {
    const address = SolAddress.create(WSOL)
    expect(SolAddress.create(address)).toBe(address)
  })

  it('compares by value; base58 is case-sensitive', () => {
    const address = SolAddress.create(WSOL)
    expect(address.equals(WSOL)).toBe(true)
    expect(address.equals(SolAddress.create(WSOL))).toBe(true)
    expect(address.equals(WALLET)).toBe(false)
    expect(address.equals(WSOL.replace('So', 'sO'))).toBe(false)
    expect(address.equals('nope')).toBe(false)
  })

  it('rejects invalid input with C0005', () => {
    expect(() => SolAddress.create(SHORT_43)).toThrow(`[C0005] Invalid Solana address provided: ${SHORT_43}`)
    expect(failure(() => SolAddress.create(42 as unknown as string))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid Solana address provided: 42',
    })
  })
})

// The SDK's SolAddress cases (moralis@2.27.2), as the exported type has them.
const ACCOUNT = '5xoBq7f7CDgZwqHrDBdRWM84ExRetg4gZq93dyJtoSwp'

// Accounts, programs, and keys off the ed25519 curve (token and stake accounts): all valid.
const ADDRESSES = [
  ACCOUNT,
  'JdbMBJNENmKowddNkM7gKKkRXGbjTCVU1hYtUZquLbE',
  'DS2tt4BX7YwCw7yrDNwbAdnYrxjeCPeGJbHmZEYC8RTb',
  'TLPv2tuSVvn3fSk8RgW3yPddkp5oFivzZV3rA9hQxtX',
  '5JQ8Mhdp2wv3HWcfjq9Ts8kwzCAeBADFBDAgBznzRsE4',
  'AMM55ShdkoGRB5jVYPjWziwk8m5MpwyDgsMWHaMSQWH6',
  '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  '9QgXqrgdbVU8KcpfskqJpAXKzbaYQJecgMAruSWoXDkM',
]

describe('SolAddress as the SDK has it', () => {
  it.each(ADDRESSES)('keeps %s as given in every text form', (text) => {
    const address = SolAddress.create(text)
    expect([address.address, address.toJSON(), address.toString(), address.format()]).toEqual([
      text,
      text,
      text,
      text,
    ])
  })

  it('refuses text that is not a 32-byte key with the exact message', () => {
    expect(() => SolAddress.create('5x')).toThrow('[C0005] Invalid Solana address provided: 5x')
  })

  it('returns a SolAddress it is given as it is', () => {
    const address = SolAddress.create(ACCOUNT)
    expect(SolAddress.create(address)).toBe(address)
  })

  it('compares on the instance and statically', () => {
    const a = SolAddress.create(ACCOUNT)
    const b = SolAddress.create(ACCOUNT)
    const other = '9xoBq7f7CDgZwqHrDBdRWM84ExRetg4gZq93dyJtoSwp'
    expect(a.equals(b)).toBe(true)
    expect(b.equals(a)).toBe(true)
    expect(a.equals(other)).toBe(false)
    expect(SolAddress.equals(a, ACCOUNT)).toBe(true)
    expect(SolAddress.equals(ACCOUNT, ADDRESSES[1] as string)).toBe(false)
  })
})
