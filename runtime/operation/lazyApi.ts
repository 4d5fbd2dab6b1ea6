import type { Core } from '../client/Core'
import type { CallOptions } from '../client/options'
import type { IterateOptions } from '../paging/iterate'
import type { Operation, PagedOperation } from './define'

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
  let loading: Promise<Operations> | undefined
  const operation = async (name: string) => {
    loading ??= load()
    return (await loading)[name]
  }
  const api: Record<string, unknown> = {}
  for (const name of names) {
    const call = async (params: unknown, options?: CallOptions) =>
      ((await operation(name)) as Operation<unknown, unknown>)(client, params, options)
    api[name] = paged.includes(name)
      ? Object.assign(call, {
          async *iterate(params: unknown, options?: CallOptions & IterateOptions) {
            const { iterate } = (await operation(name)) as PagedOperation<unknown, unknown, unknown>
            yield* iterate(client, params, options)
          },
        })
      : call
  }
  return api as TApi
}
