// The SDK's SolAddress cases (moralis@2.27.2), checked against the type `w3data` exports.
import { describe, expect, it } from 'vitest'
import { SolAddress } from 'w3data'

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

  it('refuses text that is not a 32-byte key with the seed message', () => {
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
