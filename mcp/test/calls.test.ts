import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSession, SECRET_KEY, type Session, textOf } from './harness'

const PAGE_ITEMS = 45

interface Structured {
  result: unknown
  nextCursor?: string
  note?: string
}

/** Calls a paged tool from the first page to the last, following nextCursor; every item, in order. */
async function readToTheEnd(
  session: Session,
  name: string,
  args: Record<string, unknown>,
  itemsOf: (result: unknown) => unknown[],
) {
  const items: unknown[] = []
  const notes: string[] = []
  let cursor: string | undefined
  for (let calls = 0; calls < 100; calls++) {
    const result = await session.mcp.callTool({ name, arguments: cursor ? { ...args, cursor } : args })
    expect(result.isError, textOf(result)).toBeFalsy()
    const structured = result.structuredContent as unknown as Structured
    items.push(...itemsOf(structured.result))
    if (structured.note) notes.push(structured.note)
    cursor = structured.nextCursor
    if (!cursor) return { items, notes, calls: calls + 1 }
  }
  throw new Error(`${name} did not reach its last page`)
}

const resultList = (result: unknown) => (result as { result: unknown[] }).result
const bodyList = (result: unknown) => result as unknown[]
const keys = (items: unknown[]) => items.map((item) => JSON.stringify(item))

describe('calls', () => {
  let session: Session
  beforeAll(async () => {
    session = await openSession({
      mock: { pageItems: PAGE_ITEMS },
      budget: { maxItems: 10, maxBytes: 1_000_000 },
    })
  })
  afterAll(() => session.close())

  it('refuses arguments the library refuses, with the library message (C0005)', async () => {
    const args = { address: 'not-an-address' }
    const library = await session.setup.client.evm.getWalletHistory(args).catch((error: Error) => error)
    session.mock.requests.reset()
    const result = await session.mcp.callTool({ name: 'evm_getWalletHistory', arguments: args })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe((library as Error).message)
    expect(textOf(result)).toMatch(/^\[C0005\] /)
    expect(session.mock.requests).toHaveLength(0)
  })

  it('returns a provider 4xx and 5xx as an error result with the library message', async () => {
    const args = { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' }
    session.mock.faults.set('getNativeBalance', { statuses: [400] })
    const badRequest = await session.mcp.callTool({ name: 'evm_getNativeBalance', arguments: args })
    session.mock.faults.set('getNativeBalance', { statuses: new Array(10).fill(503) })
    const unavailable = await session.mcp.callTool({ name: 'evm_getNativeBalance', arguments: args })
    session.mock.faults.set('getNativeBalance', { statuses: [400] })
    const library = await session.setup.client.evm.getNativeBalance(args).catch((error: Error) => error)
    session.mock.faults.clear()
    expect(badRequest.isError).toBe(true)
    expect(textOf(badRequest)).toBe((library as Error).message)
    expect(unavailable.isError).toBe(true)
    expect(textOf(unavailable)).toMatch(/503/)
  })

  // Wallet NFTs, not the wallet's history: a plotted history is a series, which ends with its range.
  it('pages by cursor to the end, no item twice', async () => {
    const args = { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' }
    const first = await session.mcp.callTool({ name: 'evm_getWalletNFTs', arguments: args })
    const { items, calls } = await readToTheEnd(session, 'evm_getWalletNFTs', args, resultList)
    // Only nextCursor leads on: the provider's cursor would skip what the budget cut.
    expect((first.structuredContent as unknown as Structured).result).not.toHaveProperty('cursor')
    expect(items).toHaveLength(PAGE_ITEMS)
    expect(new Set(keys(items)).size).toBe(PAGE_ITEMS)
    expect(calls).toBe(5)
  })

  it('pages by offset to the end, no item twice', async () => {
    const args = {
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      topic: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      abi: {},
    }
    const { items } = await readToTheEnd(session, 'evm_getContractEvents', args, resultList)
    expect(items).toHaveLength(PAGE_ITEMS)
    expect(new Set(keys(items)).size).toBe(PAGE_ITEMS)
  })

  it('pages a ledger list to the end, no item twice', async () => {
    const { items } = await readToTheEnd(session, 'aptos_getTransactions', {}, bodyList)
    expect(items.length).toBeGreaterThan(10)
    expect(new Set(keys(items)).size).toBe(items.length)
  })

  it('cuts a page longer than the budget and resumes inside it', async () => {
    const args = { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', limit: 25 }
    const { items, notes, calls } = await readToTheEnd(session, 'evm_getWalletNFTs', args, resultList)
    expect(new Set(keys(items)).size).toBe(PAGE_ITEMS)
    expect(items).toHaveLength(PAGE_ITEMS)
    // Pages of 25 and 20 items, shown 10 at a time: 10, 10, 5, then 10, 10.
    expect(calls).toBe(5)
    expect(notes[0]).toBe(
      'Showing 10 items: the result budget is 10 items and 1000000 bytes; call the tool again with the same arguments and `cursor` set to `nextCursor` for the next items.',
    )
  })

  it('refuses a cursor it did not give out', async () => {
    const result = await session.mcp.callTool({
      name: 'evm_getWalletHistory',
      arguments: { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', cursor: 'made-up' },
    })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe(
      'The cursor is not one this tool gave out for these arguments: pass a nextCursor unchanged, with the same other arguments.',
    )
  })

  it('never shows the key, though every call sent it', () => {
    expect(session.mock.requests.some((request) => request.headers['x-api-key'] === SECRET_KEY)).toBe(true)
    expect(JSON.stringify(session.messages)).not.toContain(SECRET_KEY)
  })
})

describe('the byte budget', () => {
  it('cuts by bytes with a note, and the cursor still reaches every item once', async () => {
    const session = await openSession({
      mock: { pageItems: 12 },
      budget: { maxItems: 50, maxBytes: 5000 },
    })
    const args = { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' }
    const first = await session.mcp.callTool({ name: 'evm_getWalletNFTTransfers', arguments: args })
    const { items, notes } = await readToTheEnd(session, 'evm_getWalletNFTTransfers', args, resultList)
    await session.close()
    const structured = first.structuredContent as unknown as Structured
    const shown = resultList(structured.result).length
    // Transfers of about 1.5 KB each: a few fit, not the whole page.
    expect(Buffer.byteLength(JSON.stringify(structured.result))).toBeLessThanOrEqual(5000)
    expect(shown).toBeGreaterThan(1)
    expect(shown).toBeLessThan(12)
    expect(structured.note).toMatch(/^Showing \d+ items: the result budget is 50 items and 5000 bytes; /)
    expect(notes.length).toBeGreaterThan(0)
    expect(new Set(keys(items)).size).toBe(12)
    expect(items).toHaveLength(12)
  })
})

describe('a list that is not paged', () => {
  it('is cut to the budget with a note to narrow the arguments', async () => {
    const session = await openSession({ budget: { maxItems: 1, maxBytes: 1_000_000 } })
    const whole = await session.setup.client.evm.endpointWeights()
    const result = await session.mcp.callTool({ name: 'evm_endpointWeights', arguments: {} })
    await session.close()
    const structured = result.structuredContent as unknown as Structured
    expect(whole.length).toBeGreaterThan(1)
    expect(structured.result).toHaveLength(1)
    expect(structured.nextCursor).toBeUndefined()
    expect(structured.note).toBe(
      'Showing 1 item: the result budget is 1 item and 1000000 bytes; narrow the arguments to see the others.',
    )
  })
})

describe('compact mode', () => {
  it('finds, describes and calls an operation', async () => {
    const session = await openSession({ compact: true, mock: { pageItems: PAGE_ITEMS } })
    const search = await session.mcp.callTool({
      name: 'search_operations',
      arguments: { query: 'wallet history' },
    })
    const found = (search.structuredContent as unknown as { result: { tool: string }[] }).result
    const described = await session.mcp.callTool({
      name: 'describe_operation',
      arguments: { tool: 'evm_getWalletHistory' },
    })
    const description = (described.structuredContent as unknown as { result: Record<string, unknown> }).result
    const called = await session.mcp.callTool({
      name: 'call_operation',
      arguments: { tool: 'evm_getWalletHistory', arguments: description.example },
    })
    const refused = await session.mcp.callTool({
      name: 'call_operation',
      arguments: { tool: 'streams_createStream' },
    })
    await session.close()
    expect(found[0]?.tool).toBe('evm_getWalletHistory')
    expect(description.inputSchema).toMatchObject({
      type: 'object',
      properties: { cursor: { type: 'string' } },
    })
    expect(called.isError).toBeFalsy()
    expect((called.structuredContent as unknown as Structured).nextCursor).toEqual(expect.any(String))
    expect(textOf(refused)).toMatch(/^streams_createStream changes data at the provider/)
  })

  it('refuses arguments its tools do not take, naming what they take', async () => {
    const session = await openSession({ compact: true })
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = await session.mcp.callTool({ name, arguments: args })
      return `${result.isError ? 'error' : 'ok'}: ${textOf(result)}`
    }
    const answers = [
      await call('describe_operation', { name: 'evm_getWalletHistory' }),
      await call('call_operation', { arguments: {} }),
      await call('search_operations', { query: 'wallet', limit: 'ten' }),
      await call('call_operation', { tool: 'evm_getWalletHistory', arguments: '{}' }),
    ]
    await session.close()
    expect(answers).toEqual([
      'error: Unknown argument name: describe_operation takes tool',
      'error: call_operation needs the argument tool',
      'error: The argument limit of search_operations must be an integer',
      'error: The argument arguments of call_operation must be an object',
    ])
  })
})
