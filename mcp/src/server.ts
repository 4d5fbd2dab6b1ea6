/** The MCP server: lists the tools built at start and answers their calls. */
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import type { W3DataClient } from 'w3data'
import type { ApiCatalogue } from 'w3data/catalogue'
import type { Budget } from './budget'
import { callTool } from './call'
import { COMPACT_TOOLS, type CompactContext, callCompact } from './compact'
import { errorResult } from './results'
import type { SelectedOperation } from './selection'
import { toolName } from './toolName'
import type { OperationTool } from './tools'
import { SERVER_NAME, SERVER_VERSION } from './version'

export interface ServerSetup {
  client: W3DataClient
  catalogues: readonly ApiCatalogue[]
  tools: readonly OperationTool[]
  /** Writes the selection names but may not offer (no --allow-writes). */
  withheld: readonly SelectedOperation[]
  compact: boolean
  budget: Budget
  /** Strings no result may show (the API key). */
  secrets: readonly string[]
  /** Signs the cursors given out, for this process's life (every HTTP request builds a server). */
  cursorKey: Buffer
}

export function createMcpServer(setup: ServerSetup): Server {
  const server = new Server(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      capabilities: { tools: {} },
      instructions: setup.compact
        ? 'Find an operation with search_operations, read how to call it with describe_operation, then call it with call_operation.'
        : 'One tool per operation of the Web3 Data API. Paged tools return a nextCursor: pass it as `cursor` for more.',
    },
  )
  const context = contextOf(setup)
  const definitions = setup.compact ? COMPACT_TOOLS : setup.tools.map((tool) => tool.definition)
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...definitions] }))
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name } = request.params
    const args = request.params.arguments ?? {}
    if (setup.compact)
      return (await callCompact(name, args, context)) ?? errorResult(`Unknown tool ${name}`, setup.secrets)
    const tool = context.tools.get(name)
    return tool ? callTool(tool, args, context) : errorResult(context.refusal(name), setup.secrets)
  })
  return server
}

function contextOf(setup: ServerSetup): CompactContext {
  const tools = new Map(setup.tools.map((tool) => [tool.definition.name, tool]))
  const withheld = new Set(setup.withheld.map(({ catalogue, operation }) => toolName(catalogue, operation)))
  return {
    client: setup.client,
    budget: setup.budget,
    secrets: setup.secrets,
    cursorKey: setup.cursorKey,
    catalogues: setup.catalogues,
    tools,
    refusal: (name) =>
      withheld.has(name)
        ? `${name} changes data at the provider, and this server is read-only: start it with --allow-writes to offer it.`
        : `Unknown tool ${name}`,
  }
}
