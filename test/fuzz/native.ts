import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BigNumber } from 'w3data'
import { decimalText, decimalVerdict, printed, unitsToDecimal } from './oracles'
import { anyInput, expectRejected, HOSTILE_KEYS, params, settle, timeout } from './support'

/** What the native-amount properties need to know about AptosNative, EvmNative or SolNative. */
export interface NativeFamily<T> {
  /** The error message for a unit that is not one, given the printed unit. */
  unitError(unit: string): string
  /** Named units and their decimals (case-sensitive). */
  units: Readonly<Record<string, number>>
  /** The unit `create` uses by default, and the one the display getter prints. */
  mainUnit: string
  create(value: unknown, unit?: unknown): T
  /** The amount in the smallest unit (octas, wei, lamports). */
  smallest(amount: T): string
  /** The amount in the main unit (aptos, ether, solana). */
  display(amount: T): string
}

/** Units a caller might pass: the named ones, other case, prototype names, counts valid and not. */
function unitArbitrary(names: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...names),
    fc.constantFrom(...names).map((name) => name.toUpperCase()),
    fc.constantFrom(...HOSTILE_KEYS),
    fc.integer({ min: -3, max: 60 }),
    fc.constantFrom(255, 256, 1.5, -0, Number.NaN, 2 ** 31, Number.POSITIVE_INFINITY),
    anyInput,
  )
}

/** The amount inputs: decimal texts, numbers, bigints, BigNumbers and anything else. */
const valueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  decimalText,
  fc.double(),
  fc.integer(),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((units) => BigNumber.from(units)),
  anyInput,
)

/** The value-type properties shared by the three native amounts. */
export function describeNative<T>(name: string, family: NativeFamily<T>): void {
  const names = Object.keys(family.units)
  const mainDecimals = family.units[family.mainUnit] as number
  const smallestUnit = names.find((unit) => family.units[unit] === 0) as string

  describe(name, () => {
    it(
      'create(value, unit): the exact amount in the smallest unit, or a W3DataError naming the rule',
      () => {
        fc.assert(
          fc.property(valueArbitrary, unitArbitrary(names), (value, unit) => {
            const settled = settle(() => family.create(value, unit))
            // An undefined unit is the default one.
            const named = unit === undefined ? family.mainUnit : unit
            const decimals =
              typeof named === 'string' && Object.hasOwn(family.units, named)
                ? family.units[named]
                : typeof named === 'number' && Number.isInteger(named) && named >= 0
                  ? named
                  : undefined
            if (decimals === undefined)
              return expectRejected(settled, 'C0005', family.unitError(printed(unit)))
            const text = typeof value === 'bigint' || value instanceof BigNumber ? value.toString() : value
            const verdict = decimalVerdict(text, decimals)
            if (!verdict.ok) return expectRejected(settled, 'C0500', verdict.message)
            expect(settled.ok).toBe(true)
            if (!settled.ok) return
            expect(family.smallest(settled.value)).toBe(verdict.units.toString())
            expect(JSON.stringify(settled.value)).toBe(JSON.stringify(verdict.units.toString()))
            expect(String(settled.value)).toBe(verdict.units.toString())
          }),
          params,
        )
      },
      timeout,
    )

    it(
      'round-trips: smallest unit → main unit → smallest unit, and create() of an instance is that instance',
      () => {
        fc.assert(
          fc.property(fc.bigInt({ min: -(10n ** 50n), max: 10n ** 50n }), (units) => {
            const amount = family.create(units, smallestUnit)
            const display = family.display(amount)
            // As the SDK writes amounts, a whole one keeps a fraction digit: '1.0'.
            const plain = unitsToDecimal(units, mainDecimals)
            expect(display).toBe(plain.includes('.') ? plain : `${plain}.0`)
            const again = family.create(display, family.mainUnit)
            expect(family.smallest(again)).toBe(units.toString())
            expect(family.smallest(family.create(display))).toBe(units.toString())
            expect(family.create(amount, 'not a unit')).toBe(amount)
          }),
          params,
        )
      },
      timeout,
    )
  })
}
