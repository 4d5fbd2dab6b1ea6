/** Which operations become tools: `--apis`, `--tags`, `--tools`, and writes only when allowed. */
import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { changesState } from './effects'
import { toolName } from './toolName'

export interface Selection {
  /** API names (evm, aptos, streams, auth, solana); every API when absent. */
  apis?: readonly string[]
  /** Tags, case-insensitive; every tag when absent. */
  tags?: readonly string[]
  /** Tool names or operationIds; every operation when absent. */
  tools?: readonly string[]
  /** Offer operations that change something at the provider. @default false */
  allowWrites: boolean
}

export interface SelectedOperation {
  catalogue: ApiCatalogue
  operation: OperationEntry
}

/** Every operation the selection names, writes included, in catalogue order. Unknown names throw. */
function named(catalogues: readonly ApiCatalogue[], selection: Selection): SelectedOperation[] {
  const all = catalogues.flatMap((catalogue) =>
    catalogue.operations.map((operation) => ({ catalogue, operation })),
  )
  const apis = lowerSet(selection.apis)
  const tags = lowerSet(selection.tags)
  const tools = selection.tools && new Set(selection.tools)
  refuseUnknown('API', apis, new Set(catalogues.map((catalogue) => catalogue.api.toLowerCase())))
  refuseUnknown('tag', tags, new Set(all.map(({ operation }) => operation.tag.toLowerCase())))
  refuseUnknown(
    'tool',
    tools,
    new Set(all.flatMap(({ catalogue, operation }) => [toolName(catalogue, operation), operation.id])),
  )
  return all.filter(
    ({ catalogue, operation }) =>
      (!apis || apis.has(catalogue.api.toLowerCase())) &&
      (!tags || tags.has(operation.tag.toLowerCase())) &&
      (!tools || tools.has(toolName(catalogue, operation)) || tools.has(operation.id)),
  )
}

/** The operations offered as tools, and the writes the selection names but may not offer. */
export function selectOperations(
  catalogues: readonly ApiCatalogue[],
  selection: Selection,
): { offered: SelectedOperation[]; withheld: SelectedOperation[] } {
  const chosen = named(catalogues, selection)
  const allowed = (entry: SelectedOperation) => selection.allowWrites || !changesState(entry.operation)
  return { offered: chosen.filter(allowed), withheld: chosen.filter((entry) => !allowed(entry)) }
}

const lowerSet = (names: readonly string[] | undefined) =>
  names && new Set(names.map((name) => name.toLowerCase()))

function refuseUnknown(kind: string, asked: ReadonlySet<string> | undefined, known: ReadonlySet<string>) {
  const unknown = [...(asked ?? [])].filter((name) => !known.has(name.toLowerCase()) && !known.has(name))
  if (unknown.length > 0)
    throw new Error(`Unknown ${kind}${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`)
}
