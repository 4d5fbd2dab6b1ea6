/** One MCP tool per selected operation, built from the catalogue at start. */
import {
  exampleParameters,
  type JsonSchema,
  type OperationEntry,
  pagingParameters,
  parametersJsonSchema,
  resultJsonSchema,
} from 'w3data/catalogue'
import { annotationsOf, changesState, type ToolAnnotations } from './effects'
import type { SelectedOperation } from './selection'
import { checkedToolName } from './toolName'

export interface ToolDefinition {
  name: string
  title: string
  description: string
  inputSchema: JsonSchema & { type: 'object' }
  outputSchema: JsonSchema & { type: 'object' }
  annotations: ToolAnnotations
}

export interface OperationTool extends SelectedOperation {
  definition: ToolDefinition
  /** The SDK names of the paging parameters that the tool's `cursor` stands for. */
  positionParams: readonly string[]
  /** Arguments the tool accepts, from the catalogue's examples. */
  example: Record<string, unknown>
}

const CURSOR_ARGUMENT = {
  type: 'string',
  description:
    'The nextCursor of the previous result of this tool, to get the items after it; pass the same other arguments.',
}

/** The envelope every tool returns: the library's result, and how to get more of it. */
export function resultEnvelope({ $defs, ...result }: JsonSchema): JsonSchema & { type: 'object' } {
  return {
    type: 'object',
    // `#/$defs/…` references resolve from the root: the components move up with the result.
    ...($defs === undefined ? {} : { $defs }),
    properties: {
      result: { anyOf: [result, { type: 'null' }] },
      nextCursor: { type: 'string', description: 'Pass as `cursor` to get the next items.' },
      note: { type: 'string', description: 'What was left out to keep within the result budget.' },
    },
    required: ['result'],
  }
}

export function buildTool(entry: SelectedOperation): OperationTool {
  const { catalogue, operation } = entry
  const name = checkedToolName(catalogue, operation)
  const positionParams = pagingParameters(operation)
  const params = parametersJsonSchema(operation, catalogue)
  const properties = { ...(params.properties as Record<string, JsonSchema>) }
  for (const param of positionParams) delete properties[param]
  if (operation.paging) properties.cursor = CURSOR_ARGUMENT
  const required = ((params.required ?? []) as string[]).filter((param) => !positionParams.includes(param))
  const example = exampleParameters(operation, catalogue)
  for (const param of positionParams) delete example[param]
  return {
    ...entry,
    positionParams,
    example,
    definition: {
      name,
      title: operation.summary,
      description: describe(operation),
      inputSchema: { ...params, type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
      outputSchema: resultEnvelope(resultJsonSchema(operation, catalogue)),
      annotations: annotationsOf(operation),
    },
  }
}

function describe(operation: OperationEntry): string {
  const lines = [operation.summary]
  if (operation.description && operation.description !== operation.summary) lines.push(operation.description)
  if (operation.paging)
    lines.push('Paged: a result holds a few items; when it has a nextCursor, pass it as `cursor` for more.')
  if (changesState(operation)) lines.push('Changes data at the provider.')
  lines.push(`${operation.method} ${operation.path}`)
  return lines.join('\n\n')
}
