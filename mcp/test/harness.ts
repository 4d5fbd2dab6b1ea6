/** An MCP client on the SDK's own `Client`, talking to the server in process over the in-memory transport. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation'
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv'
import { createClient } from 'w3data'
import { createMockServer, type MockServer, type MockServerOptions } from 'w3data/mock'
import { DEFAULT_BUDGET } from '../src/budget'
import type { McpOptions } from '../src/options'
import { createMcpServer, type ServerSetup } from '../src/server'
import { serverSetup } from '../src/setup'

/** A key that must never show: the mock accepts only it. */
export const SECRET_KEY = 'sk-test-7f3a9c1e5b2d'

/**
 * The SDK's own output-schema validator, each schema compiled once per test file: every session's
 * tools/list hands its Client fresh copies of the same schemas, which it compiled again each time.
 */
class CompiledOnce implements jsonSchemaValidator {
  readonly #ajv = new AjvJsonSchemaValidator()
  readonly #compiled = new Map<string, JsonSchemaValidator<unknown>>()

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const key = JSON.stringify(schema)
    let validator = this.#compiled.get(key)
    if (!validator) {
      validator = this.#ajv.getValidator(schema)
      this.#compiled.set(key, validator)
    }
    return validator as JsonSchemaValidator<T>
  }
}
export const schemaValidator = new CompiledOnce()

export interface Session {
  mcp: Client
  mock: MockServer
  setup: ServerSetup
  /** Every JSON-RPC message that crossed the transport, both ways. */
  messages: JSONRPCMessage[]
  close(): Promise<void>
}

export type SessionOptions = Partial<Pick<McpOptions, 'selection' | 'compact' | 'budget'>> & {
  mock?: MockServerOptions
}

/** What the server offers over a fresh mock that accepts only {@link SECRET_KEY}. */
export async function mockSetup(
  options: SessionOptions = {},
): Promise<{ setup: ServerSetup; mock: MockServer }> {
  const mock = await createMockServer({ apiKeys: [SECRET_KEY], ...options.mock })
  const client = createClient({ apiKey: SECRET_KEY, baseUrls: mock.baseUrls, logLevel: 'off', retryDelay: 1 })
  const setup = serverSetup(
    {
      selection: options.selection ?? { allowWrites: false },
      compact: options.compact ?? false,
      budget: options.budget ?? DEFAULT_BUDGET,
    },
    client,
    [SECRET_KEY],
  )
  return { setup, mock }
}

export async function openSession(options: SessionOptions = {}): Promise<Session> {
  const { setup, mock } = await mockSetup(options)
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const messages: JSONRPCMessage[] = []
  const record = (transport: InMemoryTransport) => {
    const send = transport.send.bind(transport)
    transport.send = (message, sendOptions) => {
      messages.push(message)
      return send(message, sendOptions)
    }
  }
  record(clientSide)
  record(serverSide)
  const server = createMcpServer(setup)
  await server.connect(serverSide)
  const mcp = new Client(
    { name: 'w3data-mcp-test', version: '0.0.0' },
    { jsonSchemaValidator: schemaValidator },
  )
  await mcp.connect(clientSide)
  return {
    mcp,
    mock,
    setup,
    messages,
    close: async () => {
      await mcp.close()
      await server.close()
      await mock.close()
    },
  }
}

/** The text of a tool result's first content block. */
export function textOf(result: unknown): string {
  const [first] = ((result as { content?: unknown }).content ?? []) as { type: string; text?: string }[]
  return first?.text ?? ''
}
