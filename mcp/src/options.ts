/** The command line of `w3data-mcp`. */
import { parseArgs } from 'node:util'
import { type Budget, DEFAULT_BUDGET } from './budget'
import type { Selection } from './selection'

export interface HttpAddress {
  host: string
  port: number
}

export interface McpOptions {
  selection: Selection
  compact: boolean
  budget: Budget
  /** Serve Streamable HTTP here; stdio when absent. */
  http?: HttpAddress
  /** Origins allowed besides this machine's own (http://localhost:*, http://127.0.0.1:*). */
  allowedOrigins: readonly string[]
  mock: boolean
  help: boolean
  version: boolean
}

export const USAGE = `Usage: w3data-mcp [flags]

An MCP server: every operation of the Web3 Data API (EVM, Aptos, Streams, Auth, Solana) as a tool.
The API key comes from W3DATA_API_KEY.

  --mock                 serve the embedded mock provider's data (no key needed)
  --apis evm,aptos       only these APIs (evm, aptos, streams, auth, solana)
  --tags "Wallet,NFT"    only operations with these tags
  --tools a,b            only these tools (tool names or operationIds)
  --allow-writes         also offer operations that change data (Streams, Auth, transactions)
  --compact              three tools instead of one per operation:
                         search_operations, describe_operation, call_operation
  --max-items N          items per result at most (default ${DEFAULT_BUDGET.maxItems})
  --max-bytes N          bytes of JSON per result, about (default ${DEFAULT_BUDGET.maxBytes})
  --http [HOST:]PORT     Streamable HTTP at http://HOST:PORT/mcp instead of stdio (HOST 127.0.0.1)
  --allow-origin ORIGIN  a browser origin allowed to call over HTTP (repeatable)
  --help, --version

Over HTTP, set W3DATA_MCP_TOKEN to require "Authorization: Bearer <token>" (required off loopback).`

export function parseOptions(argv: readonly string[]): McpOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      mock: { type: 'boolean', default: false },
      apis: { type: 'string' },
      tags: { type: 'string' },
      tools: { type: 'string' },
      'allow-writes': { type: 'boolean', default: false },
      compact: { type: 'boolean', default: false },
      'max-items': { type: 'string' },
      'max-bytes': { type: 'string' },
      http: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
      version: { type: 'boolean', default: false },
    },
  })
  const selection: Selection = { allowWrites: values['allow-writes'] }
  if (values.apis !== undefined) selection.apis = list(values.apis)
  if (values.tags !== undefined) selection.tags = list(values.tags)
  if (values.tools !== undefined) selection.tools = list(values.tools)
  const options: McpOptions = {
    selection,
    compact: values.compact,
    budget: {
      maxItems: positive(values['max-items'], '--max-items') ?? DEFAULT_BUDGET.maxItems,
      maxBytes: positive(values['max-bytes'], '--max-bytes') ?? DEFAULT_BUDGET.maxBytes,
    },
    allowedOrigins: values['allow-origin'] ?? [],
    mock: values.mock,
    help: values.help,
    version: values.version,
  }
  if (values.http !== undefined) options.http = httpAddress(values.http)
  return options
}

const list = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

function positive(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${flag} takes a whole number above 0`)
  return value
}

/** `8080`, `0.0.0.0:8080` or `[::1]:8080`. */
export function httpAddress(text: string): HttpAddress {
  const match = /^(?:(\[[^\]]+\]|[^:]+):)?(\d+)$/.exec(text.trim())
  const port = Number(match?.[2])
  if (!match || port > 65_535) throw new Error(`--http takes [host:]port, not ${text}`)
  return { host: match[1]?.replace(/^\[|\]$/g, '') ?? '127.0.0.1', port }
}
