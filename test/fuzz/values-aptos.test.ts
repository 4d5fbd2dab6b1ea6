import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  APTOS_DECIMALS,
  AptosAddress,
  AptosNative,
  AptosNetwork,
  isAptosAddress,
  isAptosNetwork,
  normalizeAptosAddress,
  normalizeAptosNetwork,
} from 'w3data'
import { describeNative } from './native'
import { printed } from './oracles'
import { anyInput, expectRejected, HOSTILE_KEYS, params, settle, timeout } from './support'

const hexDigits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: min, maxLength: max })

/** Address-like text: hex bodies of 0 to 70 digits, with or without 0x/0X, with stray characters. */
const addressText = fc.oneof(
  fc
    .tuple(fc.constantFrom('', '0x', '0X', '0x0x', ' 0x', 'x'), hexDigits(0, 70))
    .map(([prefix, body]) => prefix + body),
  fc
    .tuple(hexDigits(1, 64), fc.constantFrom('g', ' ', '\n', '-', 'ｆ', '٣'))
    .map(([body, bad]) => `0x${body}${bad}`),
  fc.string(),
)

/** An Aptos address: 1 to 64 hex digits (at most 32 bytes), with an optional 0x. */
const isAptosAddressText = (value: unknown) =>
  typeof value === 'string' && /^(0x)?[0-9a-fA-F]{1,64}$/.test(value)

describe('AptosAddress', () => {
  it(
    'normalises exactly the hex addresses of at most 32 bytes, to 0x + 64 lowercase digits of the same value',
    () => {
      fc.assert(
        fc.property(fc.oneof(addressText, anyInput), (value) => {
          const settled = settle(() => normalizeAptosAddress(value))
          expect(isAptosAddress(value)).toBe(settled.ok)
          if (!isAptosAddressText(value))
            return expectRejected(settled, 'C0005', `Invalid address provided: ${printed(value)}`)
          expect(settled.ok).toBe(true)
          if (!settled.ok) return
          const address = settled.value
          expect(address).toMatch(/^0x[0-9a-f]{64}$/)
          expect(BigInt(address)).toBe(BigInt(`0x${(value as string).replace(/^0x/, '')}`))
          expect(normalizeAptosAddress(address)).toBe(address)
          const created = AptosAddress.create(value as string)
          expect(created.address).toBe(address)
          expect(AptosAddress.create(created)).toBe(created)
          expect(normalizeAptosAddress(created.short)).toBe(address)
          expect(created.short).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/)
          expect(created.equals(address.toUpperCase().replace('0X', '0x'))).toBe(true)
          expect(JSON.stringify({ created })).toBe(JSON.stringify({ created: address }))
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'equals() is false, never a throw, for anything that is not an address',
    () => {
      fc.assert(
        fc.property(anyInput, (other) => {
          const address = AptosAddress.create('0x1')
          expect(address.equals(other as string)).toBe(
            isAptosAddressText(other) && BigInt(`0x${(other as string).replace(/^0x/, '')}`) === 1n,
          )
        }),
        params,
      )
    },
    timeout,
  )
})

describe('AptosNetwork', () => {
  const names = ['mainnet', 'testnet', 'devnet'] as const
  // An Aptos network: mainnet, testnet or devnet; 1 means mainnet and 2 testnet.
  const expected = (value: unknown): string | undefined => {
    if (value === 1 || value === '1') return 'mainnet'
    if (value === 2 || value === '2') return 'testnet'
    if (typeof value !== 'string') return undefined
    return names.find((name) => name === value.toLowerCase())
  }
  const input = fc.oneof(
    fc.constantFrom(
      ...names,
      1,
      2,
      '1',
      '2',
      0,
      3,
      '01',
      ' 1',
      1.5,
      -1,
      'main',
      'MAINNET',
      'DevNet',
      'testnet ',
    ),
    fc.constantFrom(...names).map((name) => name.toUpperCase()),
    fc.constantFrom(...HOSTILE_KEYS),
    fc.integer({ min: -5, max: 5 }),
    anyInput,
  )

  it(
    'accepts exactly the three names (any case), 1 and 2; anything else is C0005',
    () => {
      fc.assert(
        fc.property(input, (value) => {
          const settled = settle(() => normalizeAptosNetwork(value))
          const name = expected(value)
          expect(isAptosNetwork(value)).toBe(name !== undefined)
          if (name === undefined)
            return expectRejected(settled, 'C0005', `Aptos network is not supported: ${printed(value)}`)
          expect(settled).toEqual({ ok: true, value: name })
          const network = AptosNetwork.create(value as 1)
          expect(network.network).toBe(name)
          expect(network.equals(value as 1)).toBe(true)
          expect(AptosNetwork.create(network)).toBe(network)
          expect(normalizeAptosNetwork(network)).toBe(name)
          expect(String(network)).toBe(name)
        }),
        params,
      )
    },
    timeout,
  )
})

describeNative('AptosNative', {
  unitError: (unit) => `Not supported Aptos unit: ${unit}`,
  units: { aptos: APTOS_DECIMALS, octas: 0 },
  mainUnit: 'aptos',
  create: (value, unit) =>
    unit === undefined
      ? AptosNative.create(value as string)
      : AptosNative.create(value as string, unit as 'aptos'),
  smallest: (amount) => amount.octas,
  display: (amount) => amount.aptos,
})
