import { didYouMean } from './diagnostics'
import { isJson, isStringRecord, type Json, jsonOr } from './json'
import type { DocumentPath } from './sourceMap'
import type { Report } from './specDocument'

export const SDK_NETWORK_TYPES = ['evm', 'aptos', 'solana']
const SDK_KEYS = ['group', 'name', 'network-type', 'params']
const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/

/** Where one operation sits in the provider's SDK: `Moralis.<Api>.<group>.<name>`. */
export interface SdkPlace {
  group?: string
  name: string
  networkType?: string
  /** SDK parameter name → the operation's, where the SDK named a parameter otherwise. */
  params?: Record<string, string>
}

/**
 * The places `x-w3data-sdk` gives an operation (one mapping or a list), `name` defaulting to the
 * operation's function name. Undefined when the extension is absent.
 */
export function sdkPlaces(operation: Json, functionName: string): SdkPlace[] | undefined {
  const given = operation['x-w3data-sdk']
  if (given === undefined) return undefined
  const places: unknown[] = Array.isArray(given) ? given : [given]
  return places.map(jsonOr).map((place) => ({
    ...(typeof place.group === 'string' ? { group: place.group } : {}),
    name: typeof place.name === 'string' ? place.name : functionName,
    ...(typeof place['network-type'] === 'string' ? { networkType: place['network-type'] } : {}),
    ...(isStringRecord(place.params) ? { params: place.params } : {}),
  }))
}

/**
 * Checks `x-w3data-sdk`: known keys, camelCase names, a known network type, and no SDK place
 * taken twice in one API (`seen` maps each place to the operation holding it).
 */
export function checkSdk(
  operation: Json,
  functionName: string,
  here: DocumentPath,
  report: Report,
  seen: Map<string, string>,
): void {
  const given = operation['x-w3data-sdk']
  if (given === undefined) return
  const at = [...here, 'x-w3data-sdk']
  const places = Array.isArray(given) ? given : [given]
  for (const [index, place] of places.entries()) {
    const path = Array.isArray(given) ? [...at, index] : at
    if (!isJson(place)) {
      report(path, 'x-w3data-sdk is a mapping or a list of mappings', 'group, name, network-type')
      continue
    }
    for (const [key, value] of Object.entries(place)) {
      if (!SDK_KEYS.includes(key))
        report([...path, key], `unknown x-w3data-sdk key ${key}`, didYouMean(key, SDK_KEYS).hint)
      else if (key === 'network-type' && !SDK_NETWORK_TYPES.includes(String(value)))
        report([...path, key], `unknown network type ${String(value)}`, SDK_NETWORK_TYPES.join(', '))
      else if (key === 'params') checkRenames(value, [...path, key], report)
      else if (key !== 'network-type' && !CAMEL_CASE.test(String(value)))
        report([...path, key], `x-w3data-sdk.${key} is a camelCase name`, undefined)
    }
  }
  for (const place of sdkPlaces(operation, functionName) ?? []) {
    const key =
      [place.group, place.name].filter(Boolean).join('.') +
      (place.networkType ? ` (${place.networkType})` : '')
    const holder = seen.get(key)
    if (holder)
      report(
        at,
        `${functionName}: the SDK place ${key} is also ${holder}'s`,
        'give each its own name or network-type',
      )
    else seen.set(key, functionName)
  }
}

/** `params` maps SDK names to the operation's parameter names, both camelCase. */
function checkRenames(value: unknown, path: DocumentPath, report: Report): void {
  if (!isJson(value)) {
    report(path, 'x-w3data-sdk.params is a mapping', 'SDK name: parameter name')
    return
  }
  for (const [from, to] of Object.entries(value))
    if (!CAMEL_CASE.test(from) || typeof to !== 'string' || !CAMEL_CASE.test(to))
      report([...path, from], 'x-w3data-sdk.params maps a camelCase name to a camelCase name', undefined)
}
