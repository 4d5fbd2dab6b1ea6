import { sdkPlaces } from '../generated/sdk.gen'
import { sdkFunction, type Target } from './call'

/** An SDK function as w3data/compat offers it: the request, and the body where the SDK took one apart. */
// biome-ignore lint/suspicious/noExplicitAny: answers keep the SDK's shape but are not typed per function yet (README, "Migrating from moralis")
export type SdkFunction = (request?: Record<string, any>, body?: unknown) => Promise<any>

type Places = typeof sdkPlaces
type PlaceOf<A extends keyof Places> = Places[A][keyof Places[A]] extends readonly (infer P)[] ? P : never
type NameOf<P> = P extends { name: infer N extends string } ? N : never
type GroupOf<P> = P extends { group: infer G extends string } ? G : never

/** `Moralis.<Module>` of one API, typed from the catalogue: groups of functions, and functions on the module. */
export type SdkModule<A extends keyof Places> = {
  [G in GroupOf<PlaceOf<A>>]: { [N in NameOf<Extract<PlaceOf<A>, { group: G }>>]: SdkFunction }
} & { [N in NameOf<Exclude<PlaceOf<A>, { group: string }>>]: SdkFunction }

/**
 * `Moralis.<Module>` for one API, from the catalogue's SDK places: one function per place, a
 * function shared by several operations (Streams' `add`) routing each call by its `networkType`.
 */
export function sdkModule<A extends keyof Places>(api: A): SdkModule<A> {
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
    const call = sdkFunction(api, targets)
    if (!group) module[name] = call
    else module[group] = { ...(module[group] as object | undefined), [name]: call }
  }
  return module as SdkModule<A>
}
