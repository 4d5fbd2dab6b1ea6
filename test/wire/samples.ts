/**
 * Sample values for the wire tests: what a caller passes, and the form the provider documents going out.
 * Addresses go out as the provider takes them: EVM lowercase in paths and queries and EIP-55
 * checksummed in bodies; Aptos as 0x + 64 hex digits.
 */
import { sdkName } from 'w3data/catalogue'

type Json = Record<string, unknown>

/** An EIP-55 test vector, so the checksum expected is the standard's, not our code's. */
export const EVM_ADDRESS = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
export const EVM_ADDRESS_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
export const APTOS_ADDRESS = `0x${'0'.repeat(62)}a1`
export const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
export const DATE = '2024-01-02T03:04:05.000Z'

export type Place = 'path' | 'query' | 'body'

const EVM_HEX = /^0x[0-9a-fA-F]{40}$/

/** A value to pass and the value expected on the wire (text in URLs, JSON in bodies). */
export interface Sample {
  input: unknown
  wire: unknown
}

/**
 * A sample for a parameter or property, chosen from the reference's schema (enum, type,
 * example, bounds) and the value type our catalogue gives it (which normalisation applies).
 */
export function sampleFor(
  schema: Json,
  ours: SampleHints,
  place: Place,
  resolve: (node: Json) => Json = (node) => node,
): Sample {
  const choices = (schema.oneOf ?? schema.anyOf) as Json[] | undefined
  if (choices?.length) {
    // A list where one item would also do: the list is what the catalogue declares.
    const members = choices.map(resolve)
    return sampleFor(
      members.find((member) => typeOf(member) === 'array') ?? (members[0] as Json),
      ours,
      place,
      resolve,
    )
  }
  const type = typeOf(schema)
  if (type === 'array') {
    const item = sampleFor(resolve((schema.items as Json | undefined) ?? {}), ours, place, resolve)
    return { input: [item.input], wire: [item.wire] }
  }
  const typed = valueTypeSample(ours.valueType, place)
  if (typed) return typed
  if (ours.format === 'int64' || ours.format === 'uint64') return same('7')
  if ((type === 'object' || type === undefined) && schema.properties)
    return objectSample(schema, place, resolve)
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return same(schema.enum[0])
  if (type === 'integer' || type === 'number') {
    const value = numberSample(schema)
    return { input: value, wire: place === 'body' ? value : String(value) }
  }
  if (type === 'boolean') return { input: true, wire: place === 'body' ? true : 'true' }
  if (schema.format === 'date-time') return same(DATE)
  if (typeof schema.example === 'string' && schema.example !== '') return same(schema.example)
  return same(schema.format === 'uuid' ? UUID : 'sample')
}

/** What our catalogue says of the value: which normalisation applies, and digits-only strings. */
export interface SampleHints {
  valueType?: string | undefined
  format?: string | undefined
}

/** The required properties of an object: camelCase going in, the wire's names going out. */
function objectSample(schema: Json, place: Place, resolve: (node: Json) => Json): Sample {
  const input: Json = {}
  const wire: Json = {}
  const properties = schema.properties as Record<string, Json>
  for (const name of (schema.required as string[] | undefined) ?? []) {
    const property = resolve(properties[name] ?? {})
    // An EVM address inside a body goes out checksummed, whatever its example's case.
    const hints = EVM_HEX.test(String(property.example)) ? { valueType: 'evm-address' } : {}
    const sample = sampleFor(property, hints, place, resolve)
    input[sdkName(name)] = sample.input
    wire[name] = sample.wire
  }
  return { input, wire }
}

function valueTypeSample(valueType: string | undefined, place: Place): Sample | undefined {
  switch (valueType) {
    case 'evm-address':
      return { input: EVM_ADDRESS, wire: place === 'body' ? EVM_ADDRESS_CHECKSUMMED : EVM_ADDRESS }
    case 'evm-address-lowercase':
      return { input: EVM_ADDRESS_CHECKSUMMED, wire: EVM_ADDRESS }
    case 'aptos-address':
      return same(APTOS_ADDRESS)
    case 'evm-chain':
      return same('0x1')
    case 'evm-chain-decimal':
      return { input: '0x1', wire: '1' }
    case 'date':
      return same(DATE)
    default:
      return undefined
  }
}

function numberSample(schema: Json): number {
  const example = Number(schema.example)
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY
  if (Number.isInteger(example) && example >= minimum && example <= maximum) return example
  return Math.max(minimum, Math.min(maximum, 5))
}

function typeOf(schema: Json): string | undefined {
  const type = schema.type
  if (Array.isArray(type)) return type.find((name) => name !== 'null') as string | undefined
  return type as string | undefined
}

const same = (value: unknown): Sample => ({ input: value, wire: value })
