import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stop } from 'w3data'
import Moralis, { BigNumber, EvmAddress, EvmChain, type EvmNative } from 'w3data/compat'
import { json, type Loopback, loopback } from '../support/loopback'
import { TRANSFER_ABI, TRANSFER_TOPIC } from '../support/transferEvent'

/**
 * getContractEvents' `result` as the SDK made it (EvmEvent), on a decoded transfer, which the
 * mock does not send: a provider on 127.0.0.1 answers one.
 */

const FROM = '0xa707ca6cf7e6a1fbb020b198d329f4eeaccc8c42'
const TO = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const SENT = {
  transaction_hash: `0x${'c3'.repeat(32)}`,
  address: TO,
  block_timestamp: '2023-05-09T18:55:40.455Z',
  block_number: '17294693',
  block_hash: `0x${'eb'.repeat(32)}`,
  data: { from: FROM, to: TO, value: '1500000000000000000', memo: 'kept' },
}

let provider: Loopback

beforeAll(async () => {
  provider = await loopback((_, response) =>
    json(response, { page: 0, page_size: 100, cursor: null, result: [SENT] }),
  )
  await Moralis.start({ apiKey: 'compat-events-key-0123', baseUrls: { evm: provider.origin }, maxRetries: 0 })
})
afterAll(async () => {
  stop()
  await provider.close()
})

async function transfer() {
  const page = await Moralis.EvmApi.events.getContractEvents({
    address: TO,
    chain: '0x1',
    topic: TRANSFER_TOPIC,
    abi: TRANSFER_ABI,
  })
  const [event] = page.result
  if (!event) throw new Error('the provider answered one event')
  return event
}

describe('getContractEvents: the SDK EvmEvent of each decoded event', () => {
  it("reads a transfer's from and to as EvmAddresses and its value as an EvmNative in wei, keeping the other parameters", async () => {
    const event = await transfer()
    expect(event.chain.equals(EvmChain.ETHEREUM)).toBe(true)
    expect(event.blockNumber).toBeInstanceOf(BigNumber)
    expect(event.blockTimestamp).toEqual(new Date(SENT.block_timestamp))
    expect(event.data.from).toBeInstanceOf(EvmAddress)
    expect((event.data.to as EvmAddress).lowercase).toBe(TO)
    expect((event.data.value as EvmNative).ether).toBe('1.5')
    expect(event.data.memo).toBe('kept')
  })

  it('writes JSON as the SDK did: chain hex, checksummed addresses, block in decimal, the value in wei', async () => {
    expect((await transfer()).toJSON()).toEqual({
      transactionHash: SENT.transaction_hash,
      address: EvmAddress.create(TO).checksum,
      blockTimestamp: new Date(SENT.block_timestamp),
      blockNumber: SENT.block_number,
      blockHash: SENT.block_hash,
      chain: '0x1',
      data: {
        from: EvmAddress.create(FROM).checksum,
        to: EvmAddress.create(TO).checksum,
        value: '1500000000000000000',
        memo: 'kept',
      },
    })
  })

  it('is the same event as another of the same chain, block and contract', async () => {
    const [a, b] = [await transfer(), await transfer()]
    expect(a.equals(b)).toBe(true)
  })
})
