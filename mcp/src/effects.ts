/** What an operation does to the world, as the catalogue records it, in MCP's terms. */
import type { OperationEntry } from 'w3data/catalogue'

export function changesState(operation: OperationEntry): boolean {
  switch (operation.effect) {
    case 'read':
      return false
    case 'change':
      return true
    default:
      return operation.effect satisfies never
  }
}

/** MCP's tool annotations: hints for the client, which decides what to ask the user. */
export interface ToolAnnotations {
  title: string
  readOnlyHint: boolean
  destructiveHint: boolean
  idempotentHint: boolean
  openWorldHint: boolean
}

export function annotationsOf(operation: OperationEntry): ToolAnnotations {
  const reads = !changesState(operation)
  return {
    title: operation.summary,
    readOnlyHint: reads,
    destructiveHint: operation.method === 'DELETE',
    idempotentHint: reads || operation.method === 'PUT' || operation.method === 'DELETE',
    // Every tool reaches the provider's data (or the mock standing in for it).
    openWorldHint: true,
  }
}
