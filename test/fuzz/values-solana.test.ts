import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolAddress, isSolNetwork, SolAddress, SolNative, SolNetwork } from 'w3data'
import { normalizeSolAddress, normalizeSolNetwork, SOL_NETWORK_NAMES } from './internals'
import { describeNative } from './native'
import { printed } from './oracles'
import { anyInput, expectRejected, HOSTILE_KEYS, params, settle, timeout } from './support'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet) by bigint arithmetic, independent of @scure/base. */
function encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let number = 0n
  for (const byte of bytes) number = number * 256n + BigInt(byte)
  let out = ''
  while (number > 0n) {
    out = (ALPHABET[Number(number % 58n)] as string) + out
    number /= 58n
  }
  return '1'.repeat(zeros) + out
}

/** The decoded bytes, or undefined for a character outside the alphabet. */
function decode(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let number = 0n
  for (const char of text.slice(zeros)) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    number = number * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (number > 0n) {
    body.unshift(Number(number % 256n))
    number /= 256n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}

/** A Solana address is base58 text of exactly 32 bytes. */
const isAddressText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && decode(value)?.length === 32

const addressText = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encode),
  fc.uint8Array({ minLength: 30, maxLength: 34 }).map(encode),
  fc
    .tuple(
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.constantFrom('0', 'O', 'I', 'l', ' ', '+', '/'),
    )
    .map(([bytes, bad]) => encode(bytes).slice(1) + bad),
  fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 30, maxLength: 46 }),
  fc.string(),
)

describe('SolAddress', () => {
  it(
    'accepts exactly base58 text of 32 bytes, unchanged; anything else is C0005',
    () => {
      fc.assert(
        fc.property(fc.oneof(addressText, anyInput), (value) => {
          const settled = settle(() => normalizeSolAddress(value))
          expect(isSolAddress(value)).toBe(isAddressText(value))
          if (!isAddressText(value))
            return expectRejected(settled, 'C0005', `Invalid Solana address provided: ${printed(value)}`)
          expect(settled).toEqual({ ok: true, value })
          const address = SolAddress.create(value)
          expect(address.address).toBe(value)
          expect(Array.from(address.toBytes())).toEqual(Array.from(decode(value) as Uint8Array))
          expect(encode(address.toBytes())).toBe(value)
          expect(SolAddress.create(address)).toBe(address)
          expect(address.equals(value)).toBe(true)
        }),
        params,
      )
    },
    timeout,
  )
})

describe('SolNetwork', () => {
  const input = fc.oneof(
    fc.constantFrom(...SOL_NETWORK_NAMES, 'testnet', 'Mainnet', 'DEVNET', ' mainnet', 1, 2, '1'),
    fc.constantFrom(...SOL_NETWORK_NAMES).map((name) => name.toUpperCase()),
    fc.constantFrom(...HOSTILE_KEYS),
    anyInput,
  )
  it(
    'accepts exactly mainnet and devnet in any case; anything else is C0005',
    () => {
      fc.assert(
        fc.property(input, (value) => {
          const settled = settle(() => normalizeSolNetwork(value))
          const name =
            typeof value === 'string'
              ? SOL_NETWORK_NAMES.find((known) => known === value.toLowerCase())
              : undefined
          expect(isSolNetwork(value)).toBe(name !== undefined)
          if (name === undefined)
            return expectRejected(settled, 'C0005', `Solana network is not supported: ${printed(value)}`)
          expect(settled).toEqual({ ok: true, value: name })
          const network = SolNetwork.create(value as 'mainnet')
          expect(network.network).toBe(name)
          expect(network.equals(value as 'mainnet')).toBe(true)
          expect(SolNetwork.create(network)).toBe(network)
        }),
        params,
      )
    },
    timeout,
  )
})

describeNative('SolNative', {
  unitError: (unit) => `Not supported Solana unit: ${unit}`,
  units: { solana: 9, lamports: 0 },
  mainUnit: 'solana',
  create: (value, unit) =>
    unit === undefined
      ? SolNative.create(value as string)
      : SolNative.create(value as string, unit as 'solana'),
  smallest: (amount) => amount.lamports,
  display: (amount) => amount.solana,
})
