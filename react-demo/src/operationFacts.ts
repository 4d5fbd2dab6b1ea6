import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'

function pagingText({ paging }: OperationEntry): string | undefined {
  if (!paging) return undefined
  switch (paging.style) {
    case 'cursor':
      return 'paged by cursor'
    case 'offset':
      return 'paged by offset'
    case 'start':
      return 'paged by start'
    default:
      return paging satisfies never
  }
}

/** Said of a change only: a read is what the demo's visitor expects. */
function effectText(operation: OperationEntry): string | undefined {
  switch (operation.effect) {
    case 'read':
      return undefined
    case 'change':
      return 'changes data'
    default:
      return operation.effect satisfies never
  }
}

/** What the catalogue says about the operation, as the header's chips show it. */
export function operationFacts(operation: OperationEntry, catalogue: ApiCatalogue): string[] {
  return [
    catalogue.title,
    operation.tag,
    effectText(operation),
    pagingText(operation),
    operation.bearer ? 'sends Bearer' : undefined,
    operation.nullable ? 'null on 404' : undefined,
  ].filter((fact) => fact !== undefined)
}
