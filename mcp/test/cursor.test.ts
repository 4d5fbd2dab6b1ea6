// The cursor says where paging stands and nothing else (bound to the tool's arguments), and paging
// across calls keeps the runtime's bounds against a provider that never stops offering pages.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { mockBaseUrls } from 'w3data/mock'
import { DEFAULT_BUDGET } from '../src/budget'
import { type CallContext, callTool } from '../src/call'
import { serverSetup } from '../src/setup'
import { openSession, type Session, textOf } from './harness'

const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const OTHER = `0x${'0'.repeat(39)}1`

interface Structured {
  result: { result: { ownerOf?: string }[] }
  nextCursor?: string
}

describe('a cursor', () => {
  let session: Session
  beforeAll(async () => {
    session = await openSession({ budget: { maxItems: 3, maxBytes: 1_000_000 }, mock: { pageItems: 20 } })
  })
  afterAll(() => session.close())

  const call = (args: Record<string, unknown>) =>
    session.mcp.callTool({ name: 'evm_getWalletNFTs', arguments: args })
  const REFUSED =
    'The cursor is not one this tool gave out for these arguments: pass a nextCursor unchanged, with the same other arguments.'

  it('written by hand to name another wallet is a tool error, and nothing is sent', async () => {
    const forged = Buffer.from(JSON.stringify({ at: { address: OTHER, limit: 3 }, skip: 0 })).toString(
      'base64url',
    )
    session.mock.requests.reset()
    const result = await call({ address: WALLET, cursor: forged })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe(REFUSED)
    expect(session.mock.requests).toHaveLength(0)
  })

  it('given out for other arguments, or changed, is refused; the same arguments in any order go on', async () => {
    const first = (await call({ address: WALLET, limit: 3 })).structuredContent as unknown as Structured
    const cursor = first.nextCursor as string
    expect(cursor).toEqual(expect.any(String))
    expect(textOf(await call({ address: OTHER, limit: 3, cursor }))).toBe(REFUSED)
    const [payload, signature] = cursor.split('.') as [string, string]
    const position = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      at: Record<string, unknown>
    }
    const moved = Buffer.from(JSON.stringify({ ...position, at: { ...position.at, address: OTHER } }))
    expect(
      textOf(
        await call({ address: WALLET, limit: 3, cursor: `${moved.toString('base64url')}.${signature}` }),
      ),
    ).toBe(REFUSED)
    const reordered = await call({ limit: 3, cursor, address: WALLET })
    expect(reordered.isError, textOf(reordered)).toBeFalsy()
  })
})

describe('paging across calls', () => {
  let server: Server | undefined
  afterEach(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  })

  /** A tool on a provider that pages forever: a fresh cursor on every page, each `items` long. */
  async function endless(items: number) {
    let served = 0
    server = createServer((_, response) => {
      served++
      const result = Array.from({ length: items }, (_, at) => ({
        token_address: WALLET,
        token_id: `${served}.${at}`,
      }))
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ cursor: `c${served}`, page_size: items, result }))
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const client = createClient({ apiKey: 'key-0123456789', baseUrls: mockBaseUrls(origin, catalogues) })
    const setup = serverSetup(
      {
        selection: { allowWrites: false, tools: ['evm_getWalletNFTs'] },
        compact: false,
        budget: DEFAULT_BUDGET,
      },
      client,
      [],
    )
    const tool = setup.tools[0]
    if (!tool) throw new Error('no evm_getWalletNFTs tool')
    const context: CallContext = { client, budget: DEFAULT_BUDGET, secrets: [], cursorKey: setup.cursorKey }
    return {
      served: () => served,
      call: (cursor?: string) => callTool(tool, { address: WALLET, ...(cursor && { cursor }) }, context),
    }
  }

  /** Follows nextCursor until a call fails, the list ends, or 1100 calls: the calls made and the last result. */
  async function follow(tool: Awaited<ReturnType<typeof endless>>) {
    let cursor: string | undefined
    for (let calls = 1; ; calls++) {
      const result = await tool.call(cursor)
      cursor = (result.structuredContent as { nextCursor?: string } | undefined)?.nextCursor
      if (result.isError || !cursor || calls === 1100) return { calls, result }
    }
  }

  it('ends with A0001 after 10 empty pages in a row', async () => {
    const tool = await endless(0)
    const { calls, result } = await follow(tool)
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe('[A0001] Paging stopped: 10 pages in a row held no items (maxEmptyPages)')
    expect([calls, tool.served()]).toEqual([10, 10])
  })

  it('ends with A0001 at the 1000th page of items', async () => {
    const tool = await endless(1)
    const { calls, result } = await follow(tool)
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe(
      '[A0001] Paging stopped: 1000 pages read and the provider still offers more (maxPages 1000)',
    )
    expect([calls, tool.served()]).toEqual([1000, 1000])
  }, 120_000)
})
