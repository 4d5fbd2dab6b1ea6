import { isRecord } from '../../entries/catalogue'
import type { Random } from '../random'
import { accountAddress } from './addressStyle'
import { ENTITY_NAMES } from './vocabulary'

// An ABI comes from the request, so whatever it declares, the values made for it stay few:
/** Inputs of an event, or components of a tuple, given a value; the rest are left out. */
const MAX_FIELDS = 32
/** Items of a list: a fixed size above it (`uint256[99999999]`) is cut to it. */
const MAX_ITEMS = 5
/** Levels of lists and tuples in one input (`uint8[1][1][1][1][1]`); a value nested deeper is null. */
const MAX_DEPTH = 5
/** Values made for one event, lists and tuples included; past them, lists are cut short and values null. */
const MAX_VALUES = 200

const INTEGER = /^(u?)int([1-9]\d{0,2})?$/
const FIXED_BYTES = /^bytes([1-9]\d?)$/

interface Budget {
  left: number
}

/**
 * An event's arguments as the provider decodes them: one entry per input, keyed by its name (by
 * its position when it has none), each a value of its Solidity type. Addresses are EIP-55 text,
 * integers decimal text, bytes 0x hex, lists arrays and tuples objects of their components; a
 * type the ABI does not define is null. Deterministic for a given `rng` state.
 */
export function eventArguments(inputs: readonly unknown[], rng: Random): Record<string, unknown> {
  return namedValues(inputs, rng, { left: MAX_VALUES }, 0)
}

function namedValues(
  params: readonly unknown[],
  rng: Random,
  budget: Budget,
  depth: number,
): Record<string, unknown> {
  // fromEntries defines each key as its own, so a name like `__proto__` is kept as data.
  return Object.fromEntries(
    params.slice(0, MAX_FIELDS).map((param, index) => {
      const { name, type, components } = isRecord(param) ? param : {}
      const key = typeof name === 'string' && name !== '' ? name : String(index)
      return [key, abiValue(typeof type === 'string' ? type : '', components, rng, budget, depth)]
    }),
  )
}

function abiValue(type: string, components: unknown, rng: Random, budget: Budget, depth: number): unknown {
  if (budget.left <= 0) return null
  budget.left--
  if (depth >= MAX_DEPTH) return null
  if (type.endsWith(']')) {
    // `T[]` or `T[k]`: the last brackets are the outer list.
    const open = type.lastIndexOf('[')
    const size = type.slice(open + 1, -1)
    if (open < 0 || !/^\d*$/.test(size)) return null
    const length = Math.min(size === '' ? rng.int(1, 3) : Number(size), MAX_ITEMS, budget.left)
    const itemType = type.slice(0, open)
    return Array.from({ length }, () => abiValue(itemType, components, rng, budget, depth + 1))
  }
  if (type === 'tuple')
    return Array.isArray(components) ? namedValues(components, rng, budget, depth + 1) : {}
  return scalarValue(type, rng)
}

function scalarValue(type: string, rng: Random): unknown {
  switch (type) {
    case 'address':
      return accountAddress(rng, 'evm')
    case 'bool':
      return rng.chance(0.5)
    case 'string':
      return rng.pick(ENTITY_NAMES)
    case 'bytes':
      return `0x${rng.hex(2 * rng.int(1, 32))}`
    case 'function':
      return `0x${rng.hex(48)}`
  }
  const integer = INTEGER.exec(type)
  if (integer) {
    const bits = Number(integer[2] ?? 256)
    return bits % 8 === 0 && bits >= 8 && bits <= 256 ? integerText(rng, bits, integer[1] === '') : null
  }
  const bytes = Number(FIXED_BYTES.exec(type)?.[1])
  return bytes >= 1 && bytes <= 32 ? `0x${rng.hex(2 * bytes)}` : null
}

/** A whole number of the type's range in decimal, spread over its magnitudes (a signed one may be negative). */
function integerText(rng: Random, bits: number, signed: boolean): string {
  const width = rng.int(1, signed ? bits - 1 : bits)
  const value = BigInt(`0x${rng.hex(Math.ceil(width / 4))}`) & ((1n << BigInt(width)) - 1n)
  return String(signed && rng.chance(0.3) ? -value : value)
}
