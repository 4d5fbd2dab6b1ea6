import type { ApiCatalogue, Operation, OperationEntry } from '../runtime/internal'
import type { Reshape, Shapes } from './shapes/shape'

/**
 * One API as a compat call needs it: its operations by function name, its catalogue, the makers
 * of the answers the SDK rebuilt into its own shapes, and the operations it answered with its
 * generated classes, whose objects write their own part of the body as JSON.
 */
export interface LoadedApi {
  operations: Readonly<Record<string, unknown>>
  catalogue: ApiCatalogue
  shapes?: Shapes
  wireJson?: ReadonlySet<string> | 'all'
  /** How the API checks a `networkType` (S0002, U0002), where its functions dispatch by one. */
  networkType?: (value: unknown) => string
}

/** Each API is imported on its first call, as `createClient` does, so `start()` loads none. */
const LOADERS: Readonly<Record<string, () => Promise<LoadedApi>>> = {
  aptos: () =>
    import('../entries/aptos').then((m) => ({ operations: m, catalogue: m.aptosCatalogue, wireJson: 'all' })),
  auth: () =>
    Promise.all([import('../entries/auth'), import('./shapes/auth/index')]).then(([m, shapes]) => ({
      operations: m,
      catalogue: m.authCatalogue,
      shapes: shapes.AUTH_SHAPES,
      networkType: m.authNetworkType,
    })),
  evm: () =>
    Promise.all([import('../entries/evm'), import('./shapes/evm/index')]).then(([m, shapes]) => ({
      operations: m,
      catalogue: m.evmCatalogue,
      shapes: shapes.EVM_SHAPES,
      wireJson: shapes.EVM_WIRE_JSON,
    })),
  solana: () =>
    Promise.all([import('../entries/solana'), import('./shapes/solana/index')]).then(([m, shapes]) => ({
      operations: m,
      catalogue: m.solanaCatalogue,
      shapes: shapes.SOLANA_SHAPES,
      wireJson: shapes.SOLANA_WIRE_JSON,
    })),
  streams: () =>
    Promise.all([import('../entries/streams'), import('./shapes/streams/index')]).then(([m, shapes]) => ({
      operations: m,
      catalogue: m.streamsCatalogue,
      shapes: shapes.STREAMS_SHAPES,
      networkType: m.streamNetworkType,
    })),
}

const loaded = new Map<string, Promise<LoadedApi>>()

/** `api`, imported on its first use. */
export function loadApi(api: string): Promise<LoadedApi> {
  let loading = loaded.get(api)
  if (!loading) {
    loading = (LOADERS[api] as () => Promise<LoadedApi>)()
    loaded.set(api, loading)
  }
  return loading
}

/**
 * The generated operation `id` of `api`, its catalogue entry, the maker of its `result` in the
 * SDK's shape where the SDK rebuilt it, and whether its objects write themselves as sent.
 */
export async function loadOperation(
  api: string,
  id: string,
): Promise<{
  run: Operation<unknown, unknown>
  entry: OperationEntry
  catalogue: ApiCatalogue
  shape: Reshape | undefined
  wireJson: boolean
}> {
  const { operations, catalogue, shapes, wireJson } = await loadApi(api)
  const entry = catalogue.operations.find((operation) => operation.id === id) as OperationEntry
  return {
    run: operations[id] as Operation<unknown, unknown>,
    entry,
    catalogue,
    shape: shapes?.[id],
    wireJson: wireJson === 'all' || wireJson?.has(id) === true,
  }
}
