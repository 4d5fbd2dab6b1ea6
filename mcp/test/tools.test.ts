import { readFileSync } from 'node:fs'
import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { changesState } from '../src/effects'
import { openSession, type Session, textOf } from './harness'

const operationCount = catalogues.reduce((sum, catalogue) => sum + catalogue.operations.length, 0)

/** A strict 2020-12 validator: an unknown keyword or format is an error, not a warning. */
function strictAjv() {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true })
  addFormats.default(ajv)
  return ajv
}

/** One session over every operation; the SDK's Client compiles each output schema on tools/list. */
describe('every operation as a tool', () => {
  let session: Session
  let tools: Tool[]
  beforeAll(async () => {
    session = await openSession({ selection: { allowWrites: true } })
    tools = (await session.mcp.listTools()).tools
  }, 180_000)
  afterAll(() => session.close())

  it('initializes as w3data-mcp with tools', () => {
    expect(session.mcp.getServerVersion()?.name).toBe('w3data-mcp')
    expect(session.mcp.getServerCapabilities()?.tools).toBeDefined()
  })

  it('lists one tool per operation of the catalogue, named within MCP rules', async () => {
    expect(tools).toHaveLength(operationCount)
    for (const tool of tools) expect(tool.name).toMatch(/^[A-Za-z0-9_.-]{1,64}$/)
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length)
  })

  it('gives schemas that compile as JSON Schema, and examples that fit them', async () => {
    const ajv = strictAjv()
    for (const tool of tools) {
      const input = ajv.compile(tool.inputSchema)
      ajv.compile(tool.outputSchema ?? {})
      const built = session.setup.tools.find((each) => each.definition.name === tool.name)
      expect(input(built?.example), `${tool.name}: ${ajv.errorsText(input.errors)}`).toBe(true)
    }
  })

  it('marks reads read-only, deletions destructive', async () => {
    const byName = new Map(tools.map((tool) => [tool.name, tool.annotations]))
    expect(byName.get('evm_getWalletHistory')).toMatchObject({ readOnlyHint: true, openWorldHint: true })
    expect(byName.get('streams_deleteStream')).toMatchObject({ readOnlyHint: false, destructiveHint: true })
    expect(byName.get('streams_createStream')).toMatchObject({ readOnlyHint: false, destructiveHint: false })
    expect(byName.get('evm_getMultipleNFTs')).toMatchObject({ readOnlyHint: true })
  })

  it('answers every tool called with its example arguments, in the shape its outputSchema says', async () => {
    const failures: string[] = []
    for (const tool of session.setup.tools) {
      // The SDK's Client checks structuredContent against the outputSchema, and throws on a mismatch.
      const result = await session.mcp.callTool({ name: tool.definition.name, arguments: tool.example })
      if (result.isError) failures.push(`${tool.definition.name}: ${textOf(result)}`)
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('replaces the paging parameters of a paged operation with `cursor`', async () => {
    const offsetPaged = tools.find((tool) => tool.name === 'evm_getContractEvents')
    expect(Object.keys(offsetPaged?.inputSchema.properties ?? {})).toContain('cursor')
    expect(Object.keys(offsetPaged?.inputSchema.properties ?? {})).not.toContain('offset')
  })
})

describe('selection', () => {
  it('offers reads only by default, and says why a write is refused', async () => {
    const session = await openSession({ selection: { allowWrites: false, apis: ['streams'] } })
    const { tools } = await session.mcp.listTools()
    const refused = await session.mcp.callTool({ name: 'streams_createStream', arguments: {} })
    const requests = session.mock.requests.length
    await session.close()
    const streams = catalogues.find((catalogue) => catalogue.api === 'streams')?.operations ?? []
    const reads = streams.filter((operation) => !changesState(operation)).map(({ id }) => `streams_${id}`)
    expect(tools.map((tool) => tool.name).sort()).toEqual(reads.sort())
    expect(refused.isError).toBe(true)
    expect(textOf(refused)).toBe(
      'streams_createStream changes data at the provider, and this server is read-only: start it with --allow-writes to offer it.',
    )
    expect(requests).toBe(0)
  })

  it('narrows by --apis, --tags and --tools', async () => {
    const session = await openSession({
      selection: {
        allowWrites: false,
        apis: ['solana'],
        tags: ['nft', 'ACCOUNT'],
        tools: ['getNFTMetadata', 'solana_getNFTs'],
      },
    })
    const { tools } = await session.mcp.listTools()
    await session.close()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['solana_getNFTMetadata', 'solana_getNFTs'])
  })

  it('offers as many tools, and as much JSON, by default as the README says beside --compact', async () => {
    const session = await openSession()
    const { tools } = await session.mcp.listTools()
    await session.close()
    const answer = session.messages.find((message) => 'result' in message && 'tools' in message.result)
    const bytes = Buffer.byteLength(JSON.stringify(answer))
    for (const readme of ['../README.md', '../../README.md']) {
      const text = readFileSync(new URL(readme, import.meta.url), 'utf8').replace(/\s+/g, ' ')
      const [, count, kilobytes] = /(\d+) tools, about (\d+) KB of JSON/.exec(text) ?? []
      expect(Number(count), readme).toBe(tools.length)
      // Stated to the nearest 10 KB, so that a reworded description leaves it true.
      expect(Math.round(bytes / 10_000) * 10, readme).toBe(Number(kilobytes))
    }
  })

  it('offers three tools in compact mode', async () => {
    const session = await openSession({ compact: true })
    const { tools } = await session.mcp.listTools()
    await session.close()
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_operations',
      'describe_operation',
      'call_operation',
    ])
  })
})
