import type { ApiCatalogue, OperationEntry, SdkEntry } from 'w3data/catalogue'
import { catalogues } from 'w3data/catalogue'
import { sampleParams } from '../../mock/sampleParams'
import { sdkParams } from '../../mock/sampleRequest'

/** The `Moralis` module of each API, as moralis@2.27.2 named it. */
export const MODULES: Readonly<Record<string, 'EvmApi' | 'AptosApi' | 'SolApi' | 'Streams' | 'Auth'>> = {
  evm: 'EvmApi',
  aptos: 'AptosApi',
  solana: 'SolApi',
  streams: 'Streams',
  auth: 'Auth',
}

/** The SDK functions that take their body as a second argument (`fn(request, body)`). */
const BODY_SECOND = new Set([
  'getMultipleTokenPrices',
  'reviewContracts',
  'submitTransaction',
  'submitBatchTransactions',
  'simulateTransaction',
  'encodeSubmission',
])

/** One SDK function at its place in the catalogue. */
export interface SdkCase {
  label: string
  catalogue: ApiCatalogue
  operation: OperationEntry
  place: SdkEntry
}

/** Every function of the SDK's API modules, from the catalogue's SDK places, so none is missed. */
export const sdkCases: readonly SdkCase[] = catalogues.flatMap((catalogue) =>
  catalogue.operations.flatMap((operation) =>
    (operation.sdk ?? []).map((place) => ({
      label: `${MODULES[catalogue.api]}.${[place.group, place.name].filter(Boolean).join('.')}${place.networkType ? ` (${place.networkType})` : ''}`,
      catalogue,
      operation,
      place,
    })),
  ),
)

/** The core's parameters of the call: required ones with their smallest values. */
export function coreParams(catalogue: ApiCatalogue, operation: OperationEntry): Record<string, unknown> {
  return catalogue.api === 'aptos' ? sampleParams(operation) : sdkParams(catalogue, operation)
}

/** The same call in the SDK's form: its names, its `networkType`, the body apart where it took one. */
export function sdkArguments(
  operation: OperationEntry,
  place: SdkEntry,
  params: Record<string, unknown>,
): unknown[] {
  const request: Record<string, unknown> = { ...params }
  for (const [sdk, ours] of Object.entries(place.params ?? {}))
    if (ours in request) {
      request[sdk] = request[ours]
      delete request[ours]
    }
  if (place.networkType) request.networkType = place.networkType
  if (!BODY_SECOND.has(place.name)) return [request]
  const bodyNames = operation.bodyParam
    ? [operation.bodyParam.name]
    : operation.params.filter((param) => param.in === 'body').map((param) => param.name)
  const body = operation.bodyParam
    ? request[operation.bodyParam.name]
    : Object.fromEntries(bodyNames.map((name) => [name, request[name]]))
  for (const name of bodyNames) delete request[name]
  return [request, body]
}

/** The function at an SDK place of a `Moralis` object (the SDK's or w3data/compat's). */
export function functionAt(
  moralis: object,
  api: string,
  place: { group?: string | undefined; name: string },
): ((...args: unknown[]) => Promise<unknown>) | undefined {
  const module = (moralis as Record<string, Record<string, unknown>>)[MODULES[api] as string] ?? {}
  const holder = (place.group ? module[place.group] : module) as Record<string, unknown> | undefined
  const call = holder?.[place.name] as ((...args: unknown[]) => Promise<unknown>) | undefined
  // Some of the SDK's functions are methods that read `this`.
  return call?.bind(holder)
}
