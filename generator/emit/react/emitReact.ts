import type { OperationModel } from '../../model/ir'
import { pascalCase } from '../../model/names'
import type { Schemas } from '../render'

/**
 * Factory names: API + operation, e.g. `aptosGetNFTsByCreatorsQueryOptions` (APIs share
 * operation names, and one React entry holds them all); hooks: `useAptosGetNFTsByCreators`.
 */
export function factoryName(api: string, operation: OperationModel): string {
  return `${api}${pascalCase(operation.id)}`
}

function hookName(api: string, operation: OperationModel): string {
  return `use${pascalCase(factoryName(api, operation))}`
}

/** What one operation's factories and hooks are written with. */
interface Names {
  /** `evmGetWalletNFTs` */
  name: string
  /** `useEvmGetWalletNFTs` */
  hook: string
  id: string
  Params: string
  /** The parameters in a signature, `?` when every one is optional. */
  params: string
  /** `params` or `params | SkipToken`, optional or not. */
  skippable: string
  /** The cached data: `QueryData<GetWalletNFTsReturnType>` (a Page's plain fields). */
  Data: string
  Result: string
}

/**
 * react.gen.ts: TanStack Query factories for every operation and thin hooks on top. Reads (GET,
 * and POSTs marked read-only) get a key, a key prefix and query options, infinite ones when paged;
 * writes get mutation options, and read-only POSTs get both. The logic is the runtime's
 * (runtime/react): here each operation only names its types.
 */
export function emitReact(schemas: Schemas): {
  statements: string[]
  operations: string[]
  types: string[]
  runtime: string[]
  tanstack: string[]
} {
  const { api } = schemas.model
  const statements: string[] = []
  const types: string[] = []
  const runtime = new Set(['useW3DataClient'])
  const tanstack = new Set<string>()
  for (const operation of schemas.model.operations) {
    const Name = pascalCase(operation.id)
    const optional = operation.params.every((param) => !param.required) && !operation.bodyParam?.required
    const mark = optional ? '?' : ''
    const names: Names = {
      name: factoryName(api, operation),
      hook: hookName(api, operation),
      id: operation.id,
      Params: `${Name}Parameters`,
      params: `params${mark}: ${Name}Parameters`,
      skippable: `params${mark}: ${Name}Parameters | SkipToken`,
      Data: `QueryData<${Name}ReturnType>`,
      Result: `${Name}ReturnType`,
    }
    types.push(names.Params, names.Result)
    const reads = operation.method === 'GET' || operation.readOnly
    if (reads) {
      statements.push(...query(names))
      add(tanstack, ['QueryKey', 'SkipToken'], 'type')
      add(runtime, ['w3dataQueryKey', 'w3dataQueryPrefix', 'w3dataQueryOptions'])
      add(
        runtime,
        ['QueryData', 'W3DataQueryKey', 'W3DataQueryOptions', 'W3DataSkippableQueryOptions'],
        'type',
      )
      if (operation.paging) {
        statements.push(...infinite(names))
        add(runtime, ['w3dataInfiniteQueryOptions'])
        add(runtime, ['W3DataInfiniteQueryKey', 'W3DataInfiniteQueryOptions'], 'type')
        add(runtime, ['W3DataSkippableInfiniteQueryOptions'], 'type')
      }
    }
    if (operation.method === 'GET') {
      statements.push(...queryHooks(names))
      add(runtime, ['useW3DataQuery', 'useW3DataSuspenseQuery'])
      add(runtime, ['W3DataHookOptions', 'W3DataSuspenseHookOptions'], 'type')
      if (operation.paging) {
        statements.push(...infiniteHooks(names))
        add(tanstack, ['InfiniteData'], 'type')
        add(runtime, ['useW3DataInfiniteQuery', 'useW3DataSuspenseInfiniteQuery'])
        add(
          runtime,
          ['W3DataInfiniteHookOptions', 'W3DataPageParam', 'W3DataSuspenseInfiniteHookOptions'],
          'type',
        )
      }
    } else {
      statements.push(mutation(names, operation))
      add(runtime, ['w3dataMutationOptions', 'useW3DataMutation'])
      add(runtime, ['W3DataMutationHookOptions', 'W3DataMutationOptions'], 'type')
    }
  }
  return {
    statements,
    operations: schemas.model.operations.map((operation) => operation.id),
    types,
    runtime: sorted(runtime),
    tanstack: sorted(tanstack),
  }
}

function add(names: Set<string>, values: string[], kind?: 'type'): void {
  for (const value of values) names.add(kind ? `type ${value}` : value)
}

const bare = (name: string) => name.replace(/^type /, '')
const sorted = (names: Set<string>) => [...names].sort((a, b) => bare(a).localeCompare(bare(b)))

function query({ name, id, Params, params, skippable, Data }: Names): string[] {
  return [
    `/** Query key of {@link ${id}}: the request as sent (parameters as on the wire, the chain or network, the endpoint; never the API key), tagged with its data for \`getQueryData\`. */
export function ${name}QueryKey(client: Core, ${params}): W3DataQueryKey<${Data}> {
  return w3dataQueryKey(client, ${id}, params)
}`,
    `/** The start of every {@link ${id}} key (infinite ones too), for invalidation; the parameters given narrow it. */
export function ${name}QueryPrefix(params?: Partial<${Params}>): QueryKey {
  return w3dataQueryPrefix(${id}, params)
}`,
    `/** TanStack Query options of {@link ${id}}: useQuery, useSuspenseQuery, prefetching; \`skipToken\` for the parameters waits (useQuery only). */
export function ${name}QueryOptions(client: Core, ${params}, options?: CallOptions): W3DataQueryOptions<${Data}>
export function ${name}QueryOptions(client: Core, ${skippable}, options?: CallOptions): W3DataSkippableQueryOptions<${Data}>
export function ${name}QueryOptions(client: Core, ${skippable}, options?: CallOptions): W3DataSkippableQueryOptions<${Data}> {
  return w3dataQueryOptions(client, ${id}, params, options)
}`,
  ]
}

function infinite({ name, id, params, skippable, Data }: Names): string[] {
  return [
    `/** Key of the infinite query of {@link ${id}}, tagged with its pages. */
export function ${name}InfiniteQueryKey(client: Core, ${params}): W3DataInfiniteQueryKey<${Data}> {
  return w3dataQueryKey(client, ${id}, params, true)
}`,
    `/** Infinite-query options of {@link ${id}}: each next page follows the operation's paging rule, read from the cached page's \`next\`. */
export function ${name}InfiniteQueryOptions(client: Core, ${params}, options?: CallOptions): W3DataInfiniteQueryOptions<${Data}>
export function ${name}InfiniteQueryOptions(client: Core, ${skippable}, options?: CallOptions): W3DataSkippableInfiniteQueryOptions<${Data}>
export function ${name}InfiniteQueryOptions(client: Core, ${skippable}, options?: CallOptions): W3DataSkippableInfiniteQueryOptions<${Data}> {
  return w3dataInfiniteQueryOptions(client, ${id}, params, options)
}`,
  ]
}

function queryHooks({ name, hook, id, params, skippable, Data }: Names): string[] {
  return [
    `/** Runs {@link ${id}} with the client of the nearest W3DataProvider; takes useQuery's options, and \`skipToken\` to wait. */
export function ${hook}<TData = ${Data}>(${skippable}, options?: W3DataHookOptions<${Data}, TData>) {
  return useW3DataQuery(${name}QueryOptions(useW3DataClient(), params), options)
}`,
    `/** Suspense form of {@link ${hook}}. */
export function ${hook}Suspense<TData = ${Data}>(${params}, options?: W3DataSuspenseHookOptions<${Data}, TData>) {
  return useW3DataSuspenseQuery(${name}QueryOptions(useW3DataClient(), params), options)
}`,
  ]
}

function infiniteHooks({ name, hook, id, params, skippable, Data }: Names): string[] {
  const Pages = `InfiniteData<${Data}, W3DataPageParam>`
  return [
    `/** Pages through {@link ${id}} with \`fetchNextPage()\`; takes useInfiniteQuery's options, and \`skipToken\` to wait. */
export function ${hook}Infinite<TData = ${Pages}>(${skippable}, options?: W3DataInfiniteHookOptions<${Data}, TData>) {
  return useW3DataInfiniteQuery(${name}InfiniteQueryOptions(useW3DataClient(), params), options)
}`,
    `/** Suspense form of {@link ${hook}Infinite}. */
export function ${hook}SuspenseInfinite<TData = ${Pages}>(${params}, options?: W3DataSuspenseInfiniteHookOptions<${Data}, TData>) {
  return useW3DataSuspenseInfiniteQuery(${name}InfiniteQueryOptions(useW3DataClient(), params), options)
}`,
  ]
}

function mutation({ name, hook, id, Params, Result }: Names, operation: OperationModel): string {
  return `/** Mutation options of {@link ${id}} (\`${operation.method} ${operation.path}\`). */
export function ${name}MutationOptions(client: Core, options?: CallOptions): W3DataMutationOptions<${Result}, ${Params}> {
  return w3dataMutationOptions<${Params}, ${Result}>(client, ${id}, options)
}

/** Runs {@link ${id}} as a mutation with the client of the nearest W3DataProvider; takes useMutation's options. */
export function ${hook}(options?: W3DataMutationHookOptions<${Result}, ${Params}>) {
  return useW3DataMutation(${name}MutationOptions(useW3DataClient()), options)
}`
}
