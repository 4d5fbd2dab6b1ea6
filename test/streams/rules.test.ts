import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import {
  addStream,
  aptosStreamsCreate,
  createStream,
  deleteAddressFromStream,
  getStreams,
} from 'w3data/streams'

const BASE = 'https://streams.test'
const API_KEY = 'test-key-0123456789'
const client = createClient({ apiKey: API_KEY, baseUrls: { streams: BASE }, retryDelay: 1 })
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const STREAM_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const evmStream = { webhookUrl: 'https://hook.test', description: 'd', tag: 't', chainIds: ['0x1'] }
const aptosStream = {
  webhookUrl: 'https://hook.test',
  description: 'd',
  tag: 't',
  network: ['mainnet' as const],
}

afterEach(() => nock.cleanAll())

describe('stream rules', () => {
  it('a trigger selector that is neither an address nor starts with $ is INVALID_ARGUMENT', async () => {
    const trigger = { type: 'erc20transfer' as const, contractAddress: 'contract', functionAbi: {} }
    await expect(createStream(client, { ...evmStream, triggers: [trigger] })).rejects.toThrow(
      '[INVALID_ARGUMENT] Invalid selector string provided',
    )
  })

  it('a $selector and an address are accepted as trigger contracts', async () => {
    let sent: { triggers: { contractAddress: string }[] } | undefined
    nock(BASE)
      .put('/streams/evm', (body) => {
        sent = body
        return true
      })
      .reply(200, {})
    const triggers = [
      { type: 'tx' as const, contractAddress: '$to', functionAbi: {} },
      { type: 'tx' as const, contractAddress: CHECKSUMMED.toLowerCase(), functionAbi: {} },
    ]
    await createStream(client, { ...evmStream, triggers })
    expect(sent?.triggers.map((trigger) => trigger.contractAddress)).toEqual(['$to', CHECKSUMMED])
  })

  it('an EVM stream needs chain ids', async () => {
    const { chainIds: _, ...withoutChains } = evmStream
    await expect(createStream(client, withoutChains as never)).rejects.toThrow(
      '[C0005] Param chainIds is required',
    )
  })

  it('chain ids go out as hex ids whatever form they were given in', async () => {
    let sent: { chainIds: string[] } | undefined
    nock(BASE)
      .put('/streams/evm', (body) => {
        sent = body
        return true
      })
      .reply(200, {})
    await createStream(client, { ...evmStream, chainIds: ['polygon', 1, '0x89'] })
    expect(sent?.chainIds).toEqual(['0x89', '0x1', '0x89'])
  })

  it('an Aptos stream needs a network list of mainnet or testnet', async () => {
    const { network: _, ...withoutNetwork } = aptosStream
    await expect(aptosStreamsCreate(client, withoutNetwork as never)).rejects.toThrow(
      '[C0005] Param network is required',
    )
    await expect(
      aptosStreamsCreate(client, { ...aptosStream, network: ['devnet' as never] }),
    ).rejects.toThrow('[C0005]')
  })

  it('the network type is evm or aptos (S0002)', async () => {
    await expect(addStream(client, { networkType: 'solana', ...evmStream } as never)).rejects.toThrow(
      '[S0002] Incorrect network provided. Got solana, Valid values are: evm, aptos',
    )
  })

  it('routes by network type to the EVM or the Aptos endpoint', async () => {
    const evm = nock(BASE).put('/streams/evm').reply(200, { id: 'e' })
    const aptos = nock(BASE).put('/streams/aptos').reply(200, { id: 'a' })
    await addStream(client, { networkType: 'evm', ...evmStream })
    await addStream(client, { networkType: 'aptos', ...aptosStream })
    expect(evm.isDone() && aptos.isDone()).toBe(true)
  })

  it('addresses deleted from an EVM stream are sent lowercased', async () => {
    let sent: { address: string[] } | undefined
    nock(BASE)
      .delete(`/streams/evm/${STREAM_ID}/address`, (body) => {
        sent = body
        return true
      })
      .reply(200, {})
    await deleteAddressFromStream(client, { id: STREAM_ID, address: [CHECKSUMMED] })
    expect(sent?.address).toEqual([CHECKSUMMED.toLowerCase()])
  })

  it('streams send x-api-key only, and page by cursor from page 0', async () => {
    const seen: (string | undefined)[] = []
    nock(BASE)
      .get('/streams/evm')
      .query({ limit: '2' })
      .reply(function () {
        seen.push(this.req.headers.authorization as string | undefined)
        return [200, { result: [{ id: 'a' }, { id: 'b' }], cursor: 'c1', total: 3 }]
      })
      .get('/streams/evm')
      .query({ limit: '2', cursor: 'c1' })
      .matchHeader('x-api-key', API_KEY)
      .reply(200, { result: [{ id: 'c' }], cursor: null, total: 3 })
    const first = await getStreams(client, { limit: 2 })
    expect(first.page).toBe(0)
    expect(first.hasNext()).toBe(true)
    const second = await first.next()
    expect(second.result.map((stream) => stream.id)).toEqual(['c'])
    expect(second.hasNext()).toBe(false)
    expect(seen).toEqual([undefined])
  })
})
