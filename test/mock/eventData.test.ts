import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toChecksumAddress } from 'w3data'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { TRANSFER_ABI, TRANSFER_TOPIC } from '../support/transferEvent'

// getContractEvents sends the event's ABI as its body; the mock decodes each event with it, as the
// provider does: `data` holds one argument per input, keyed by its name.

const CONTRACT = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const UINT256_MAX = 2n ** 256n - 1n
const HEX = /^0x(?:[0-9a-f]{2})+$/

type Data = Record<string, unknown>

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer({ seed: 11 })
})
afterAll(() => mock.close())

/** The `data` of each event of the first page, as sent on the wire. */
async function eventData(abi: unknown, server = mock, limit = 4): Promise<Data[]> {
  const query = `chain=0x1&topic=${TRANSFER_TOPIC}&limit=${limit}`
  const response = await fetch(`${server.baseUrls.evm}/${CONTRACT}/events?${query}`, {
    method: 'POST',
    headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(abi),
  })
  expect(response.status).toBe(200)
  const page = (await response.json()) as { result: { data: Data }[] }
  return page.result.map((event) => event.data)
}

const event = (...inputs: unknown[]) => ({ type: 'event', name: 'Probe', anonymous: false, inputs })

/** An event with an input of each name and type of `types`, then `more` inputs as they are. */
const typedEvent = (types: Record<string, string>, ...more: unknown[]) =>
  event(...Object.entries(types).map(([name, type]) => ({ name, type })), ...more)

/** How deep lists and objects nest in a value (a scalar is 0). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0
  return 1 + Math.max(0, ...Object.values(value).map(depthOf))
}

/** Every value in a value, itself included. */
function countValues(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1
  return 1 + Object.values(value).reduce<number>((sum, item) => sum + countValues(item), 0)
}

describe('getContractEvents: data decoded with the ABI sent', () => {
  it("gives a Transfer's from and to as checksummed addresses and its value as uint256 decimal text", async () => {
    const events = await eventData(TRANSFER_ABI)
    expect(events).toHaveLength(4)
    for (const data of events) {
      expect(Object.keys(data)).toEqual(['from', 'to', 'value'])
      for (const address of [data.from, data.to]) {
        expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
        expect(address).toBe(toChecksumAddress(address as string))
      }
      expect(data.value).toMatch(/^(0|[1-9]\d*)$/)
      expect(BigInt(data.value as string) <= UINT256_MAX).toBe(true)
    }
  })

  it('gives the same data for the same request and seed, and other data for other events or seeds', async () => {
    const other = await createMockServer({ seed: 12 })
    try {
      const [first, again, otherSeed] = [
        await eventData(TRANSFER_ABI),
        await eventData(TRANSFER_ABI),
        await eventData(TRANSFER_ABI, other),
      ]
      expect(again).toEqual(first)
      expect(first[0]).toHaveProperty('value')
      expect(first[1]).not.toEqual(first[0])
      expect(otherSeed[0]).not.toEqual(first[0])
    } finally {
      await other.close()
    }
  })

  it('gives each Solidity type its form: integers in range, bool, string, bytes as hex', async () => {
    const abi = typedEvent({
      small: 'uint8',
      signed: 'int16',
      plain: 'uint',
      flag: 'bool',
      note: 'string',
      word: 'bytes32',
      blob: 'bytes',
    })
    for (const data of await eventData(abi, mock, 10)) {
      expect(Number(data.small)).toBeGreaterThanOrEqual(0)
      expect(Number(data.small)).toBeLessThanOrEqual(255)
      expect(data.signed).toMatch(/^(0|-?[1-9]\d*)$/)
      expect(Math.abs(Number(data.signed))).toBeLessThanOrEqual(2 ** 15)
      expect(data.plain).toMatch(/^(0|[1-9]\d*)$/)
      expect(typeof data.flag).toBe('boolean')
      expect(data.note).toEqual(expect.any(String))
      expect(data.word).toMatch(/^0x[0-9a-f]{64}$/)
      expect(data.blob).toMatch(HEX)
    }
  })

  it('gives a tuple as an object of its components and lists as arrays of their length', async () => {
    const order = {
      name: 'order',
      type: 'tuple',
      components: [
        { name: 'maker', type: 'address' },
        { name: 'amounts', type: 'uint128[]' },
        { name: 'salt', type: 'bytes4' },
      ],
    }
    const abi = event(
      order,
      { name: 'route', type: 'address[3]' },
      { name: 'fills', type: 'tuple[2]', components: order.components },
    )
    const [data] = await eventData(abi)
    const { order: decoded, route, fills } = data as { order: Data; route: unknown[]; fills: Data[] }
    expect(Object.keys(decoded)).toEqual(['maker', 'amounts', 'salt'])
    expect(decoded.maker).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((decoded.amounts as unknown[]).length).toBeGreaterThan(0)
    for (const amount of decoded.amounts as unknown[]) expect(amount).toMatch(/^\d+$/)
    expect(decoded.salt).toMatch(/^0x[0-9a-f]{8}$/)
    expect(route).toHaveLength(3)
    expect(fills).toHaveLength(2)
    for (const fill of fills) expect(Object.keys(fill)).toEqual(['maker', 'amounts', 'salt'])
  })

  it('keys an input without a name by its position', async () => {
    const [data] = await eventData(event({ type: 'bool' }, { name: '', type: 'address' }))
    expect(Object.keys(data ?? {})).toEqual(['0', '1'])
  })

  it('decodes only an event ABI: a function ABI or an event without inputs keeps data empty', async () => {
    const inputs = TRANSFER_ABI.inputs
    expect(await eventData({ ...TRANSFER_ABI, type: 'function' })).toEqual([{}, {}, {}, {}])
    expect(await eventData({ ...TRANSFER_ABI, inputs: [] })).toEqual([{}, {}, {}, {}])
    expect(await eventData([TRANSFER_ABI])).toEqual([{}, {}, {}, {}])
    expect((await eventData({ type: 'event', inputs }))[0]).toHaveProperty('from')
  })
})

describe('getContractEvents: hostile ABIs stay bounded', () => {
  it('cuts a huge fixed-size list to 5 items', async () => {
    const [data] = await eventData(event({ name: 'many', type: 'uint256[99999999]' }))
    expect(data?.many).toHaveLength(5)
  })

  it('nests lists and tuples 5 levels deep at most: a value deeper is null', async () => {
    const [data] = await eventData(event({ name: 'deep', type: `uint8${'[1]'.repeat(9)}` }))
    expect(data?.deep).toEqual([[[[[null]]]]])
    let tuple: Data = { name: 'inner', type: 'bool' }
    for (let level = 0; level < 500; level++) tuple = { name: 'inner', type: 'tuple', components: [tuple] }
    const [nested] = await eventData(event(tuple))
    expect(depthOf(nested)).toBe(6)
  })

  it('gives one event 32 inputs and 200 values at most', async () => {
    const inputs = Array.from({ length: 40 }, (_, index) => ({ name: `x${index}`, type: 'uint8[5][5][5]' }))
    const [data] = await eventData(event(...inputs))
    expect(Object.keys(data ?? {})).toHaveLength(32)
    expect(data?.x0).toHaveLength(5)
    expect(data?.x31).toBeNull()
    expect(countValues(data)).toBeLessThan(300)
  })

  it('answers unknown types and malformed inputs with null or an empty tuple, never an error', async () => {
    const abi = typedEvent(
      { odd: 'uint7', wide: 'int264', long: 'bytes33', made: 'widget', bad: 'uint8[x]', bare: 'tuple' },
      { name: 'typeless' },
      { name: '__proto__', type: 'bool' },
      null,
      42,
    )
    const [data] = await eventData(abi)
    expect(data).toEqual({
      odd: null,
      wide: null,
      long: null,
      made: null,
      bad: null,
      bare: {},
      typeless: null,
      ['__proto__']: expect.any(Boolean),
      8: null,
      9: null,
    })
  })
})
