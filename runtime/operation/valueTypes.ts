import { type GenericSchema, pipe, rawTransform, unknown } from 'valibot'
import { CoreErrorCode, isW3DataError, LibraryErrorCode, W3DataError } from '../errors/index'
import { normalizeAptosAddress } from '../values/aptos/AptosAddress'
import { APTOS } from '../values/aptos/AptosNative'
import { normalizeAptosNetwork } from '../values/aptos/AptosNetwork'
import { describeValue } from '../values/describeValue'
import { evmChainDecimal, normalizeEvmChain } from '../values/evm/EvmChain'
import { EVM } from '../values/evm/EvmNative'
import { smallestUnits } from '../values/nativeUnits'
import { SOLANA } from '../values/solana/SolNative'
import { normalizeSolNetwork } from '../values/solana/SolNetwork'
import { checksumAddressParam, lowercaseAddressParam } from './evmAddressParams'
import { LazyLibrary } from './lazyLibrary'
import { solAddressParam } from './solAddressParams'

/**
 * A valibot schema around a normaliser that throws a W3DataError: the error's text becomes the
 * issue message verbatim, so the client and the demo's forms report the exact wording users match on.
 * The error's code travels in the issue's `expected` field, so parseParams can raise it as is.
 * A check that needs a library before it is loaded ends the parse (see parseParams).
 */
export function valueSchema<T>(normalize: (value: unknown) => T): GenericSchema<unknown, T> {
  return pipe(
    unknown(),
    rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return normalize(dataset.value)
      } catch (error) {
        if (error instanceof LazyLibrary) throw error
        addIssue(
          isW3DataError(error) ? { message: error.reason, expected: error.code } : { message: String(error) },
        )
        return NEVER
      }
    }),
  )
}

/** A stream trigger's contract or caller: an EVM address (checksummed) or a `$selector` string. */
export function normalizeStreamSelector(value: unknown): string {
  if (typeof value === 'string' && value.startsWith('$')) return value
  try {
    return checksumAddressParam(value)
  } catch (error) {
    if (error instanceof LazyLibrary) throw error
  }
  throw new W3DataError({
    code: LibraryErrorCode.INVALID_ARGUMENT,
    message: 'Invalid selector string provided',
  })
}

/**
 * A native amount is read as the provider's SDK reads it (an AptosNative, or an amount in APT;
 * likewise ether and SOL) and goes out in the smallest unit, digit for digit: '1.5' → '150000000'.
 * Read without the amount classes, whose `value` getter would keep big.js in every app that
 * loads the operations.
 */
export function normalizeAptosNative(value: unknown): string {
  return smallestUnits(APTOS, value, 'aptos')
}

function normalizeEvmNative(value: unknown): string {
  return smallestUnits(EVM, value, 'ether')
}

function normalizeSolNative(value: unknown): string {
  return smallestUnits(SOLANA, value, 'solana')
}

/** Dates go out as ISO 8601 timestamps. */
export function normalizeDate(value: unknown): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined
  if (!date || Number.isNaN(date.getTime()) || (typeof value === 'string' && !isCalendarDate(value)))
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Invalid date provided: ${describeValue(value)}`,
    })
  return date.toISOString()
}

/** `Date` rolls `2024-02-30` over to March 1st: a written year-month-day must exist as written. */
function isCalendarDate(text: string): boolean {
  const written = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim())
  if (!written) return true
  const [year, month, day] = written.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const DECIMAL = /^-?\d+(\.\d+)?$/

/** Big numbers go out as plain decimal strings; floats that lost precision are refused. */
export function normalizeBigNumber(value: unknown): string {
  const text =
    typeof value === 'bigint'
      ? value.toString()
      : typeof value === 'number' && Number.isSafeInteger(value)
        ? String(value)
        : value
  if (typeof text !== 'string' || !DECIMAL.test(text))
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Invalid number provided: ${describeValue(value)}`,
    })
  return text
}

export const aptosAddressSchema = /* @__PURE__ */ valueSchema(normalizeAptosAddress)
export const aptosNativeSchema = /* @__PURE__ */ valueSchema(normalizeAptosNative)
export const aptosNetworkSchema = /* @__PURE__ */ valueSchema(normalizeAptosNetwork)
/** EVM addresses go out checksummed in request bodies… */
export const evmAddressSchema = /* @__PURE__ */ valueSchema(checksumAddressParam)
/** …and lowercased in URL paths and queries. */
export const evmAddressQuerySchema = /* @__PURE__ */ valueSchema(lowercaseAddressParam)
/** Chains go out as hex ids, whichever form the caller used… */
export const evmChainSchema = /* @__PURE__ */ valueSchema(normalizeEvmChain)
/** …or as decimal strings where the provider documents that (Auth's chainId). */
export const evmChainDecimalSchema = /* @__PURE__ */ valueSchema(evmChainDecimal)
export const evmNativeSchema = /* @__PURE__ */ valueSchema(normalizeEvmNative)
export const streamSelectorSchema = /* @__PURE__ */ valueSchema(normalizeStreamSelector)
export const solAddressSchema = /* @__PURE__ */ valueSchema(solAddressParam)
export const solNativeSchema = /* @__PURE__ */ valueSchema(normalizeSolNative)
export const solNetworkSchema = /* @__PURE__ */ valueSchema(normalizeSolNetwork)
export const dateSchema = /* @__PURE__ */ valueSchema(normalizeDate)
export const bigNumberSchema = /* @__PURE__ */ valueSchema(normalizeBigNumber)
