/**
 * What an operation does to the world, from its method and its operationId's verb: the catalogue
 * says how to call, not whether a call changes something, and a POST often only reads (a query
 * with a body). Read verbs keep a POST a read; resync verbs make even a GET a change.
 */
import type { OperationEntry } from 'w3data/catalogue'

const READ_VERBS = /^(get|run|encode|simulate)[A-Z]/
const CHANGE_VERBS = /^(re)?sync[A-Z]/i

export function changesState(operation: OperationEntry): boolean {
  if (CHANGE_VERBS.test(operation.id)) return true
  return operation.method !== 'GET' && !READ_VERBS.test(operation.id)
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
