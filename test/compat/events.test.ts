import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stop } from 'w3data'
import Moralis, { BigNumber, EvmAddress, EvmChain, type EvmNative } from 'w3data/compat'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { TRANSFER_ABI, TRANSFER_TOPIC } from '../support/transferEvent'

/**
 * getContractEvents' `result` as the SDK made it (EvmEvent), on transfers the mock decodes with the
 * ABI sent: a Transfer with a memo beside its from, to and value.
 */

const CONTRACT = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const TRANSFER_WITH_MEMO = {
  ...TRANSFER_ABI,
  inputs: [...TRANSFER_ABI.inputs, { indexed: false, name: 'memo', type: 'string' }],
}

/** A decoded transfer as the provider sent it. */
interface SentTransfer {
  transaction_hash: string
  address: string
  block_timestamp: string
  block_number: string
  block_hash: string
  data: { from: string; to: string; value: string; memo: string }
}

let mock: MockServer

beforeAll(async () => {
  mock = await createMockServer()
  await Moralis.start({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 })
})
afterAll(async () => {
  stop()
  await mock.close()
})

async function transfer() {
  const page = await Moralis.EvmApi.events.getContractEvents({
    address: CONTRACT,
    chain: '0x1',
    topic: TRANSFER_TOPIC,
    abi: TRANSFER_WITH_MEMO,
    limit: 1,
  })
  const [event] = page.result
  const [sent] = page.raw.result ?? []
  if (!event || !sent) throw new Error('the mock answers one event')
  return { event, sent: sent as unknown as SentTransfer }
}

describe('getContractEvents: the SDK EvmEvent of each decoded event', () => {
  it("reads a transfer's from and to as EvmAddresses and its value as an EvmNative in wei, keeping the other parameters", async () => {
    const { event, sent } = await transfer()
    expect(event.chain.equals(EvmChain.ETHEREUM)).toBe(true)
    expect(event.blockNumber).toBeInstanceOf(BigNumber)
    expect(event.blockTimestamp).toEqual(new Date(sent.block_timestamp))
    expect(event.data.from).toBeInstanceOf(EvmAddress)
    expect((event.data.to as EvmAddress).lowercase).toBe(sent.data.to.toLowerCase())
    expect((event.data.value as EvmNative).wei).toBe(sent.data.value)
    expect(event.data.memo).toEqual(expect.any(String))
    expect(event.data.memo).toBe(sent.data.memo)
  })

  it('writes JSON as the SDK did: chain hex, addresses lowercase, block in decimal, the value in wei', async () => {
    const { event, sent } = await transfer()
    expect(event.toJSON()).toEqual({
      transactionHash: sent.transaction_hash,
      address: EvmAddress.create(sent.address).lowercase,
      blockTimestamp: new Date(sent.block_timestamp),
      blockNumber: sent.block_number,
      blockHash: sent.block_hash,
      chain: '0x1',
      data: {
        from: EvmAddress.create(sent.data.from).lowercase,
        to: EvmAddress.create(sent.data.to).lowercase,
        value: sent.data.value,
        memo: sent.data.memo,
      },
    })
  })

  it('is the same event as another of the same chain, block and contract', async () => {
    const [a, b] = [await transfer(), await transfer()]
    expect(a.event.equals(b.event)).toBe(true)
  })
})
