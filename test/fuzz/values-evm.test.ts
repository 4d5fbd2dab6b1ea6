import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { EVM_CHAINS, EvmAddress, EvmChain, EvmNative, isEvmAddress, isEvmChain } from 'w3data'
import {
  EVM_UNITS,
  evmChainDecimal,
  lowercaseEvmAddress,
  normalizeEvmAddress,
  normalizeEvmChain,
} from './internals'
import { describeNative } from './native'
import { printed } from './oracles'
import { anyInput, expectRejected, HOSTILE_KEYS, params, settle, timeout } from './support'

const hex = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: min, maxLength: max })

/** EIP-55 by viem, an implementation independent of the runtime's. */
const checksum = (body40: string) => getAddress(`0x${body40.toLowerCase()}`)

/** Address-like text: 40 digits in every casing (correct, all-lower, all-upper, random), wrong lengths, stray characters. */
const addressText = fc.oneof(
  hex(40, 40).map((body) => `0x${body}`),
  hex(40, 40).map((body) => `0X${body.toUpperCase()}`),
  hex(40, 40).map(checksum),
  fc
    .tuple(hex(40, 40), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }))
    .map(
      ([body, upper]) => `0x${[...body].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('')}`,
    ),
  fc.tuple(fc.constantFrom('', '0x', '0X', 'x', '00x'), hex(38, 42)).map(([prefix, body]) => prefix + body),
  hex(40, 40).map((body) => `0x${body.slice(0, 39)}g`),
  fc.string(),
)

/** The rule: 40 hex digits after 0x, 0X or bare, all one case or exactly the EIP-55 checksum. */
function expectedChecksum(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const body = /^(?:0[xX])?([0-9a-fA-F]{40})$/.exec(value)?.[1]
  if (body === undefined) return undefined
  const correct = checksum(body)
  const oneCase = body === body.toLowerCase() || body === body.toUpperCase()
  return oneCase || `0x${body}` === correct ? correct : undefined
}

describe('EvmAddress', () => {
  it(
    'normalises exactly the valid addresses to their EIP-55 form (checked with viem)',
    () => {
      fc.assert(
        fc.property(fc.oneof(addressText, anyInput), (value) => {
          const settled = settle(() => normalizeEvmAddress(value))
          const correct = expectedChecksum(value)
          expect(isEvmAddress(value)).toBe(correct !== undefined)
          if (correct === undefined)
            return expectRejected(settled, 'C0005', `Invalid address provided: ${printed(value)}`)
          expect(settled).toEqual({ ok: true, value: correct })
          expect(lowercaseEvmAddress(value)).toBe(correct.toLowerCase())
          const address = EvmAddress.create(value as string)
          expect(address.checksum).toBe(correct)
          expect(address.lowercase).toBe(correct.toLowerCase())
          expect(EvmAddress.create(address)).toBe(address)
          expect(address.equals(correct.toLowerCase())).toBe(true)
          expect(normalizeEvmAddress(address)).toBe(correct)
        }),
        params,
      )
    },
    timeout,
  )
})

describe('EvmChain', () => {
  const byName = new Map<string, string>(EVM_CHAINS.map((chain) => [chain.name, chain.id]))
  /** The chain id the rules give: hex (any case, 0x/0X), positive decimal, known name (any case). */
  const expectedId = (value: unknown): bigint | undefined => {
    let id: bigint | undefined
    if (typeof value === 'number') id = Number.isSafeInteger(value) ? BigInt(value) : undefined
    else if (typeof value === 'string') {
      if (/^0[xX][0-9a-fA-F]+$/.test(value)) id = BigInt(`0x${value.slice(2)}`)
      else if (/^[0-9]+$/.test(value)) id = BigInt(value)
      else {
        const named = byName.get(value.toLowerCase())
        id = named === undefined ? undefined : BigInt(named)
      }
    }
    return id !== undefined && id > 0n ? id : undefined
  }
  const input = fc.oneof(
    fc.constantFrom(...EVM_CHAINS.map((chain) => chain.name)),
    fc.constantFrom(...EVM_CHAINS.map((chain) => chain.id)),
    fc.constantFrom(...EVM_CHAINS.map((chain) => chain.name.toUpperCase())),
    fc.bigInt({ min: 0n, max: 2n ** 80n }).map((id) => `0x${id.toString(16)}`),
    fc.bigInt({ min: 0n, max: 2n ** 80n }).map((id) => `0X00${id.toString(16).toUpperCase()}`),
    fc.bigInt({ min: 0n, max: 2n ** 80n }).map((id) => id.toString()),
    fc.integer(),
    fc.double(),
    fc.constantFrom(
      '0x',
      '0x0',
      '',
      ' 1',
      '1 ',
      '-1',
      '+1',
      '1e3',
      '0b1',
      'eth ',
      'base-sepolia',
      Number.MAX_SAFE_INTEGER + 1,
    ),
    fc.constantFrom(...HOSTILE_KEYS),
    anyInput,
  )

  it(
    'gives the lowercase hex id without leading zeros for exactly the valid chains; anything else is C0005',
    () => {
      fc.assert(
        fc.property(input, (value) => {
          const settled = settle(() => normalizeEvmChain(value))
          const id = expectedId(value)
          expect(isEvmChain(value)).toBe(id !== undefined)
          if (id === undefined)
            return expectRejected(settled, 'C0005', `Invalid chain provided: ${printed(value)}`)
          const hexId = `0x${id.toString(16)}`
          expect(settled).toEqual({ ok: true, value: hexId })
          expect(evmChainDecimal(value)).toBe(id.toString(10))
          const chain = EvmChain.create(value as string)
          expect(chain.hex).toBe(hexId)
          // A number, as in the SDK: past 2^53 it is only the nearest double.
          expect(chain.decimal).toBe(Number(id))
          expect(chain.apiName).toBe(EVM_CHAINS.find((known) => known.id === hexId)?.name)
          expect(chain.equals(id.toString())).toBe(true)
          expect(EvmChain.create(chain)).toBe(chain)
          expect(normalizeEvmChain(hexId)).toBe(hexId)
        }),
        params,
      )
    },
    timeout,
  )
})

describeNative('EvmNative', {
  unitError: () => 'Unit should be a decimal number or valid EvmNativeUnit string',
  units: EVM_UNITS,
  mainUnit: 'ether',
  create: (value, unit) =>
    unit === undefined
      ? EvmNative.create(value as string)
      : EvmNative.create(value as string, unit as 'ether'),
  smallest: (amount) => amount.wei,
  display: (amount) => amount.ether,
})
