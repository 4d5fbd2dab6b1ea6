/**
 * Compact mode, for clients that cannot hold a tool per operation: three tools that find,
 * describe and call any selected operation.
 */
import { type ApiCatalogue, searchOperations } from 'w3data/catalogue'
import { type CallContext, callTool } from './call'
import { argumentsProblem } from './compactArguments'
import { errorResult, type ToolResult, toolResult } from './results'
import { type OperationTool, resultEnvelope, type ToolDefinition } from './tools'

const SEARCH_LIMIT = { default: 10, maximum: 50 }

const reads = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }

export const COMPACT_TOOLS: readonly ToolDefinition[] = [
  {
    name: 'search_operations',
    title: 'Search operations',
    description:
      'Finds operations of the Web3 Data API (EVM, Aptos, Streams, Auth, Solana) by words of their name, API, tag, path or summary, best first. Then describe_operation tells how to call one.',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Words to look for, e.g. "wallet nft transfers".' },
        limit: { type: 'integer', minimum: 1, ...SEARCH_LIMIT, description: 'How many operations at most.' },
      },
      required: ['query'],
      additionalProperties: false,
    },
    outputSchema: resultEnvelope({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          tool: { type: 'string' },
          summary: { type: 'string' },
          tag: { type: 'string' },
          method: { type: 'string' },
          path: { type: 'string' },
        },
      },
    }),
    annotations: { title: 'Search operations', ...reads },
  },
  {
    name: 'describe_operation',
    title: 'Describe an operation',
    description:
      'The description of one operation, the JSON Schema of its arguments and of its result, and example arguments: what call_operation needs.',
    inputSchema: {
      type: 'object',
      properties: { tool: { type: 'string', description: 'The tool name search_operations gave.' } },
      required: ['tool'],
      additionalProperties: false,
    },
    outputSchema: resultEnvelope({ type: 'object' }),
    annotations: { title: 'Describe an operation', ...reads },
  },
  {
    name: 'call_operation',
    title: 'Call an operation',
    description:
      'Calls one operation with its arguments (as describe_operation gives them). A paged result holds a few items; pass its nextCursor as the argument `cursor` for more.',
    inputSchema: {
      type: 'object',
      properties: {
        tool: { type: 'string', description: 'The tool name search_operations gave.' },
        arguments: { type: 'object', description: "The operation's arguments." },
      },
      required: ['tool'],
      additionalProperties: false,
    },
    outputSchema: resultEnvelope({}),
    annotations: {
      title: 'Call an operation',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    },
  },
]

export interface CompactContext extends CallContext {
  catalogues: readonly ApiCatalogue[]
  tools: ReadonlyMap<string, OperationTool>
  /** Why a tool name is not offered (a write without --allow-writes), or undefined. */
  refusal(name: string): string
}

export async function callCompact(
  name: string,
  args: Record<string, unknown>,
  context: CompactContext,
): Promise<ToolResult | undefined> {
  const compactTool = COMPACT_TOOLS.find((tool) => tool.name === name)
  if (!compactTool) return undefined
  const problem = argumentsProblem(compactTool, args)
  if (problem) return errorResult(problem, context.secrets)
  if (name === 'search_operations') return search(args, context)
  const tool = context.tools.get(String(args.tool))
  if (!tool) return errorResult(context.refusal(String(args.tool)), context.secrets)
  if (name === 'call_operation') return callTool(tool, asObject(args.arguments), context)
  const { definition, example } = tool
  return toolResult({ result: { ...definition, example } }, context.secrets)
}

function search(args: Record<string, unknown>, context: CompactContext): ToolResult {
  const limit = Math.min(
    Number(args.limit ?? SEARCH_LIMIT.default) || SEARCH_LIMIT.default,
    SEARCH_LIMIT.maximum,
  )
  const offered = [...context.tools.values()]
  const hits = searchOperations(String(args.query), context.catalogues)
    .map((hit) => offered.find((tool) => tool.operation === hit.operation))
    .filter((tool) => tool !== undefined)
    .slice(0, limit)
  const result = hits.map(({ definition, operation }) => ({
    tool: definition.name,
    summary: operation.summary,
    tag: operation.tag,
    method: operation.method,
    path: operation.path,
  }))
  return toolResult({ result }, context.secrets)
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
