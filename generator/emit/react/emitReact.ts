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

/**
 * react.gen.ts: TanStack Query factories for every operation (query key and options; infinite
 * options for paged reads; mutation options for writes) and thin hooks on top. TanStack's own
 * retries are off: the client already retries what may be retried.
 */
export function emitReact(schemas: Schemas): { statements: string[]; operations: string[]; types: string[] } {
  const { api } = schemas.model
  const statements: string[] = []
  const types: string[] = []
  for (const operation of schemas.model.operations) {
    const Name = pascalCase(operation.id)
    const Params = `${Name}Parameters`
    const optional = operation.params.every((param) => !param.required) && !operation.bodyParam?.required
    const params = `params${optional ? '?' : ''}: ${Params}`
    const given = optional ? 'params ?? {}' : 'params'
    types.push(Params, `${Name}ReturnType`)
    if (operation.method !== 'GET') {
      statements.push(mutation(api, operation, Params))
      continue
    }
    statements.push(
      `/** Query key of {@link ${operation.id}}: API, operation and parameters (never the API key); the options add the client's endpoint. */
export function ${factoryName(api, operation)}QueryKey(${params}) {
  return [W3DATA_QUERY_SCOPE, ${JSON.stringify(api)}, ${JSON.stringify(operation.id)}, ${given}] as const
}`,
      `/** TanStack Query options of {@link ${operation.id}}; works with useQuery, useSuspenseQuery and prefetching. */
export function ${factoryName(api, operation)}QueryOptions(client: Core, ${params}, options?: CallOptions): W3DataQueryOptions<${Name}ReturnType> {
  return w3dataQueryOptions({
    queryKey: [...${factoryName(api, operation)}QueryKey(params), queryScope(client, ${JSON.stringify(api)}, ${networkOf(schemas, optional)})] as const,
    queryFn: ({ signal }) => ${operation.id}(client, ${given}, withQuerySignal(options, signal)),
    retry: false,
  })
}`,
      `/** Runs {@link ${operation.id}} with the client of the nearest W3DataProvider. */
export function ${hookName(api, operation)}(${params}, options?: { enabled?: boolean }) {
  return useQuery({ ...${factoryName(api, operation)}QueryOptions(useW3DataClient(), params), ...options })
}`,
      `/** Suspense form of {@link ${hookName(api, operation)}}. */
export function ${hookName(api, operation)}Suspense(${params}) {
  return useSuspenseQuery(${factoryName(api, operation)}QueryOptions(useW3DataClient(), params))
}`,
    )
    if (operation.paging)
      statements.push(...infinite(api, operation, params, given, Params, networkOf(schemas, optional)))
  }
  return { statements, operations: schemas.model.operations.map((operation) => operation.id), types }
}

/** The expression of the call's network for queryScope, when the API picks its host by network. */
function networkOf(schemas: Schemas, optional: boolean): string {
  const network = schemas.model.network
  if (network?.in !== 'host') return 'undefined'
  return `params${optional ? '?' : ''}.${network.param}`
}

function infinite(
  api: string,
  operation: OperationModel,
  params: string,
  given: string,
  Params: string,
  network: string,
): string[] {
  return [
    `/** Infinite-query options of {@link ${operation.id}}: each next page follows the operation's paging rule. */
export function ${factoryName(api, operation)}InfiniteQueryOptions(client: Core, ${params}, options?: CallOptions): W3DataInfiniteQueryOptions<${pascalCase(operation.id)}ReturnType> {
  return w3dataInfiniteQueryOptions({
    queryKey: [...${factoryName(api, operation)}QueryKey(params), 'infinite', queryScope(client, ${JSON.stringify(api)}, ${network})] as const,
    queryFn: ({ pageParam, signal }) => ${operation.id}(client, (pageParam ?? ${given}) as ${Params}, withQuerySignal(options, signal)),
    initialPageParam: undefined as Record<string, unknown> | undefined,
    getNextPageParam: (page) => page.nextPageParams(),
    retry: false,
  })
}`,
    `/** Pages through {@link ${operation.id}} with \`fetchNextPage()\`. */
export function ${hookName(api, operation)}Infinite(${params}, options?: { enabled?: boolean }) {
  return useInfiniteQuery({ ...${factoryName(api, operation)}InfiniteQueryOptions(useW3DataClient(), params), ...options })
}`,
  ]
}

function mutation(api: string, operation: OperationModel, Params: string): string {
  return `/** Mutation options of {@link ${operation.id}} (\`${operation.method} ${operation.path}\`). */
export function ${factoryName(api, operation)}MutationOptions(client: Core, options?: CallOptions): W3DataMutationOptions<${pascalCase(operation.id)}ReturnType, ${Params}> {
  return w3dataMutationOptions({
    mutationKey: [W3DATA_QUERY_SCOPE, ${JSON.stringify(api)}, ${JSON.stringify(operation.id)}] as const,
    mutationFn: (params: ${Params}) => ${operation.id}(client, params, options),
  })
}

/** Runs {@link ${operation.id}} as a mutation with the client of the nearest W3DataProvider. */
export function ${hookName(api, operation)}() {
  return useMutation(${factoryName(api, operation)}MutationOptions(useW3DataClient()))
}`
}
