import { sdkPlaces } from '../generated/sdk.gen'
import { sdkFunction, type Target } from './call'
import { type Core, clientOf } from './core'
import type { Api, SdkModule } from './types'

/**
 * `Moralis.<Module>` for one API on `core`, from the catalogue's SDK places: one function per
 * place, a function shared by several operations (Streams' `add`) routing each call by its
 * `networkType`.
 */
export function sdkModule<A extends Api>(api: A, core: Core): SdkModule<A> {
  const byPlace = new Map<string, { group: string | undefined; name: string; targets: Target[] }>()
  for (const [id, places] of Object.entries(sdkPlaces[api]))
    for (const place of places as readonly Target['place'][]) {
      const key = `${place.group ?? ''}.${place.name}`
      const found = byPlace.get(key) ?? { group: place.group, name: place.name, targets: [] }
      found.targets.push({ id, place })
      byPlace.set(key, found)
    }
  const module: Record<string, unknown> = {}
  for (const { group, name, targets } of byPlace.values()) {
    const call = sdkFunction(api, targets, () => clientOf(core))
    if (!group) module[name] = call
    else module[group] = { ...(module[group] as object | undefined), [name]: call }
  }
  return module as unknown as SdkModule<A>
}

/** The API modules that had a `baseUrl` in the SDK (its `ApiModule`s; the Aptos client had none). */
type WithBaseUrl = 'evm' | 'solana' | 'streams' | 'auth'

/**
 * `Moralis.<Module>` with the SDK's `baseUrl`: the base URL `core`'s client sends this API's
 * calls to (`evmApiBaseUrl`, `solApiBaseUrl` or `baseUrls`, else the provider's). C0012 before
 * that core's `start()`.
 */
export function sdkApiModule<A extends WithBaseUrl>(
  api: A,
  core: Core,
): SdkModule<A> & { readonly baseUrl: string } {
  return Object.defineProperty(sdkModule(api, core), 'baseUrl', {
    get: () => clientOf(core).options.baseUrls[api],
    enumerable: false,
  }) as SdkModule<A> & { readonly baseUrl: string }
}
