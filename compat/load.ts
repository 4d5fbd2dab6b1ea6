import type { ApiCatalogue, Operation, OperationEntry } from '../runtime/internal'

/** One API as a compat call needs it: its operations by function name and its catalogue. */
export interface LoadedApi {
  operations: Readonly<Record<string, unknown>>
  catalogue: ApiCatalogue
}

/** Each API is imported on its first call, as `createClient` does, so `start()` loads none. */
const LOADERS: Readonly<Record<string, () => Promise<LoadedApi>>> = {
  aptos: () => import('../entries/aptos').then((m) => ({ operations: m, catalogue: m.aptosCatalogue })),
  auth: () => import('../entries/auth').then((m) => ({ operations: m, catalogue: m.authCatalogue })),
  evm: () => import('../entries/evm').then((m) => ({ operations: m, catalogue: m.evmCatalogue })),
  solana: () => import('../entries/solana').then((m) => ({ operations: m, catalogue: m.solanaCatalogue })),
  streams: () =>
    import('../entries/streams').then((m) => ({
      operations: m,
      catalogue: m.streamsCatalogue,
    })),
}

const loaded = new Map<string, Promise<LoadedApi>>()

/** The generated operation `id` of `api` and its catalogue entry. */
export async function loadOperation(
  api: string,
  id: string,
): Promise<{ run: Operation<unknown, unknown>; entry: OperationEntry; catalogue: ApiCatalogue }> {
  let loading = loaded.get(api)
  if (!loading) {
    loading = (LOADERS[api] as () => Promise<LoadedApi>)()
    loaded.set(api, loading)
  }
  const { operations, catalogue } = await loading
  const entry = catalogue.operations.find((operation) => operation.id === id) as OperationEntry
  return { run: operations[id] as Operation<unknown, unknown>, entry, catalogue }
}
