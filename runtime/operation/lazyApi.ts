import type { Core } from '../client/Core'
import type { CallOptions } from '../client/options'
import type { IterateOptions } from '../paging/iterate'
import type { Operation } from './define'
import { iterateOnceLoaded } from './iterateOnceLoaded'

type Operations = Readonly<Record<string, unknown>>

/**
 * `client.<api>` for `createClient`: the operations' module is imported on the first call, not
 * when the client is made, so a program parses only the APIs it calls (cold start, memory).
 * `names` lists every operation in order; `paged` those that also iterate.
 */
export function lazyApi<TApi>(
  client: Core,
  load: () => Promise<Operations>,
  names: readonly string[],
  paged: readonly string[],
): TApi {
  let loaded: Operations | undefined
  let loading: Promise<Operations> | undefined
  const operations = async () => {
    loading ??= load()
    loaded = await loading
    return loaded
  }
  const api: Record<string, unknown> = {}
  for (const name of names) {
    // Once loaded, a call goes straight to the operation, as a bound one does.
    const call = (params: unknown, options?: CallOptions) =>
      loaded
        ? (loaded[name] as Operation<unknown, unknown>)(client, params, options)
        : operations().then((all) => (all[name] as Operation<unknown, unknown>)(client, params, options))
    api[name] = paged.includes(name)
      ? Object.assign(call, {
          iterate: (params: unknown, options?: CallOptions & IterateOptions) =>
            iterateOnceLoaded(
              async () => (loaded ?? (await operations()))[name] as object,
              client,
              params,
              options,
            ),
        })
      : call
  }
  return api as TApi
}
