/**
 * A tool's name: the API, then the operationId (`evm_getWalletHistory`). Both are identifiers, so
 * the name keeps within MCP's rule (1 to 128 of A–Z, a–z, 0–9, `_`, `-`, `.`) and within the
 * 64 characters some clients allow; operationIds repeat across APIs, so the API comes first.
 */
import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'

export const toolName = (catalogue: ApiCatalogue, operation: OperationEntry): string =>
  `${catalogue.api}_${operation.id}`

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,64}$/

export function checkedToolName(catalogue: ApiCatalogue, operation: OperationEntry): string {
  const name = toolName(catalogue, operation)
  // The catalogue's lint keeps ids to identifiers: a miss here is a catalogue fault.
  if (!TOOL_NAME.test(name)) throw new Error(`${name} is not a valid MCP tool name`)
  return name
}
