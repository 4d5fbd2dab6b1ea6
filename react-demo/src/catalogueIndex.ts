import { type ApiCatalogue, catalogues, type OperationEntry } from 'w3data/catalogue'

export interface TagGroup {
  tag: string
  operations: OperationEntry[]
}

export interface ApiGroup {
  catalogue: ApiCatalogue
  tags: TagGroup[]
}

/** `aptos/getNFTsByCreators`: unique across APIs, used in the URL hash. */
export const operationKey = (operation: OperationEntry): string => `${operation.api}/${operation.id}`

const byName = (a: string, b: string) => a.localeCompare(b, 'en')

/** Every API with its operations grouped by tag, both sorted (search: search.ts). */
export function groupOperations(): ApiGroup[] {
  const groups: ApiGroup[] = []
  for (const catalogue of catalogues) {
    const tags = new Map<string, OperationEntry[]>()
    for (const operation of catalogue.operations) {
      tags.set(operation.tag, [...(tags.get(operation.tag) ?? []), operation])
    }
    groups.push({
      catalogue,
      tags: [...tags.entries()]
        .sort(([a], [b]) => byName(a, b))
        .map(([tag, operations]) => ({ tag, operations: operations.sort((a, b) => byName(a.id, b.id)) })),
    })
  }
  return groups
}

export const allOperations = (): OperationEntry[] =>
  groupOperations().flatMap((group) => group.tags.flatMap((tag) => tag.operations))

export function findOperation(
  key: string,
): { operation: OperationEntry; catalogue: ApiCatalogue } | undefined {
  for (const catalogue of catalogues) {
    const operation = catalogue.operations.find((entry) => operationKey(entry) === key)
    if (operation) return { operation, catalogue }
  }
  return undefined
}

/** The networks an API is served on (Aptos: mainnet, testnet), first is the default. */
export function networksOf(catalogue: ApiCatalogue): string[] {
  return typeof catalogue.baseUrl === 'string' ? [] : Object.keys(catalogue.baseUrl)
}
