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

/** One export: its name's ending, the runtime builder that makes it, and its JSDoc. */
interface Export {
  suffix: string
  builder: string
  doc: (id: string, hook: string, operation: OperationModel) => string
}

const QUERY: readonly Export[] = [
  {
    suffix: 'QueryKey',
    builder: 'w3dataQueryKeyFactory',
    doc: (id) =>
      `Query key of {@link ${id}}: the request as sent (parameters as on the wire, the chain or network, the endpoint; never the API key), tagged with its data for \`getQueryData\`.`,
  },
  {
    suffix: 'QueryPrefix',
    builder: 'w3dataQueryPrefixFactory',
    doc: (id) =>
      `The start of every {@link ${id}} key (infinite ones too), for invalidation; the parameters given narrow it.`,
  },
  {
    suffix: 'QueryOptions',
    builder: 'w3dataQueryOptionsFactory',
    doc: (id) =>
      `TanStack Query options of {@link ${id}}: useQuery, useSuspenseQuery, prefetching; \`skipToken\` for the parameters waits (useQuery only).`,
  },
]

const INFINITE: readonly Export[] = [
  {
    suffix: 'InfiniteQueryKey',
    builder: 'w3dataInfiniteQueryKeyFactory',
    doc: (id) => `Key of the infinite query of {@link ${id}}, tagged with its pages.`,
  },
  {
    suffix: 'InfiniteQueryOptions',
    builder: 'w3dataInfiniteQueryOptionsFactory',
    doc: (id) =>
      `Infinite-query options of {@link ${id}}: each next page follows the operation's paging rule, read from the cached page's \`next\`.`,
  },
]

/** Hooks: the suffix follows `use<Api><Operation>`. */
const QUERY_HOOKS: readonly Export[] = [
  {
    suffix: '',
    builder: 'w3dataQueryHook',
    doc: (id) =>
      `Runs {@link ${id}} with the client of the nearest W3DataProvider; takes useQuery's options, and \`skipToken\` to wait.`,
  },
  {
    suffix: 'Suspense',
    builder: 'w3dataSuspenseQueryHook',
    doc: (_id, hook) => `Suspense form of {@link ${hook}}.`,
  },
]

const INFINITE_HOOKS: readonly Export[] = [
  {
    suffix: 'Infinite',
    builder: 'w3dataInfiniteQueryHook',
    doc: (id) =>
      `Pages through {@link ${id}} with \`fetchNextPage()\`; takes useInfiniteQuery's options, and \`skipToken\` to wait.`,
  },
  {
    suffix: 'SuspenseInfinite',
    builder: 'w3dataSuspenseInfiniteQueryHook',
    doc: (_id, hook) => `Suspense form of {@link ${hook}Infinite}.`,
  },
]

const MUTATION: readonly Export[] = [
  {
    suffix: 'MutationOptions',
    builder: 'w3dataMutationOptionsFactory',
    doc: (id, _hook, operation) =>
      `Mutation options of {@link ${id}} (\`${operation.method} ${operation.path}\`).`,
  },
]

const MUTATION_HOOKS: readonly Export[] = [
  {
    suffix: '',
    builder: 'w3dataMutationHook',
    doc: (id) =>
      `Runs {@link ${id}} as a mutation with the client of the nearest W3DataProvider; takes useMutation's options.`,
  },
]

/**
 * react.gen.ts: TanStack Query factories for every operation and thin hooks on top, by the
 * operation's effect. Reads get a key, a key prefix and query options, infinite ones when paged;
 * changes (a resync too, though it is a GET) get mutation options. Each export is the runtime's
 * builder (runtime/react/operationReact.ts) applied to the operation, whose types it takes.
 */
export function emitReact(schemas: Schemas): {
  statements: string[]
  operations: string[]
  builders: string[]
} {
  const { api } = schemas.model
  const statements: string[] = []
  const builders = new Set<string>()
  for (const operation of schemas.model.operations) {
    const name = factoryName(api, operation)
    const hook = `use${pascalCase(name)}`
    const emit = (exports: readonly Export[], prefix: string) => {
      for (const { suffix, builder, doc } of exports) {
        builders.add(builder)
        statements.push(`/** ${doc(operation.id, hook, operation)} */
export const ${prefix}${suffix} = /* @__PURE__ */ ${builder}(${operation.id})`)
      }
    }
    const mutation = () => {
      emit(MUTATION, name)
      emit(MUTATION_HOOKS, hook)
    }
    switch (operation.effect) {
      case 'read':
        emit(operation.paging ? [...QUERY, ...INFINITE] : QUERY, name)
        // A read sent with a body (a batch lookup, a simulation) is also run on demand: its hook
        // is the mutation's.
        if (operation.method === 'GET')
          emit(operation.paging ? [...QUERY_HOOKS, ...INFINITE_HOOKS] : QUERY_HOOKS, hook)
        else mutation()
        break
      case 'change':
        mutation()
        break
      default:
        operation.effect satisfies never
    }
  }
  return {
    statements,
    operations: schemas.model.operations.map((operation) => operation.id),
    builders: [...builders].sort(),
  }
}
