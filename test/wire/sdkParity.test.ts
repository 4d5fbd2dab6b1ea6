import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { AptosNative, createClient, type W3DataClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { capture, sentOnce, TEST_BASE_URLS } from './capture'
import { APTOS_ADDRESS, EVM_ADDRESS, EVM_ADDRESS_CHECKSUMMED, UUID } from './samples'

/**
 * Calls where w3data sends what the provider's SDK sends. Each expectation is what
 * moralis@2.27.2 does with the same call: read in its published code and seen by running it
 * against nock, never taken from our own output.
 */

const KEY = 'test-key-0123456789'
const HASH = `0x${'ab'.repeat(32)}`

afterEach(() => nock.cleanAll())

const client: W3DataClient = createClient({ apiKey: KEY, baseUrls: TEST_BASE_URLS, retryDelay: 1 })

const sent = sentOnce

describe('1. an Aptos native amount is taken in APT and sent in octas', () => {
  const topHolders = (minAmount: unknown) =>
    client.aptos.getTopHoldersByCoin({ coinTypeHash: 'abc', limit: 10, minAmount: minAmount as never })

  it.each([
    ["'1000000' (APT, a string)", '1000000', '100000000000000'],
    ['1.5 (a number)', 1.5, '150000000'],
    ['3n (a bigint)', 3n, '300000000'],
    ["'0x10' (a hex integer, as BigInt() read it)", '0x10', '1600000000'],
    ['past 2^53 octas, digit for digit', '123456789012.34567891', '12345678901234567891'],
    ["AptosNative.create(150000000, 'octas')", AptosNative.create(150000000, 'octas'), '150000000'],
  ])('getTopHoldersByCoin minAmount %s goes out in octas', async (_, minAmount, octas) => {
    const request = await sent(() => topHolders(minAmount))
    expect(request.query).toEqual([
      ['limit', '10'],
      ['min_amount', octas],
      ['network', 'mainnet'],
    ])
  })

  it('refuses an amount finer than an octa before sending (C0500)', async () => {
    const seen = capture({ result: [] })
    await expect(topHolders('0.000000001')).rejects.toThrow(
      '[C0500] Decimal value has more than 8 fraction digits: 0.000000001',
    )
    expect(seen).toHaveLength(0)
  })

  it('is the only request parameter the SDK types as a native amount (EVM and Solana have none)', () => {
    const natives = catalogues.flatMap((catalogue) =>
      catalogue.operations.flatMap((operation) =>
        operation.params
          .filter((param) => param.valueType === 'aptos-native')
          .map((param) => `${catalogue.api}.${operation.id}.${param.name}`),
      ),
    )
    expect(natives).toEqual(['aptos.getTopHoldersByCoin.minAmount'])
  })
})

describe('2. the Streams address calls send one address as a string, a list as a list', () => {
  const streams = client.streams as unknown as Record<string, (params: unknown) => Promise<unknown>>
  const answer = { streamId: UUID, address: EVM_ADDRESS }
  // The SDK checksums EVM addresses it adds, lowercases those it deletes, pads Aptos ones.
  it.each([
    ['addAddressToStream', 'POST', EVM_ADDRESS, EVM_ADDRESS_CHECKSUMMED],
    ['deleteAddressFromStream', 'DELETE', EVM_ADDRESS_CHECKSUMMED, EVM_ADDRESS],
    ['aptosStreamsAddAddresses', 'POST', '0xa1', APTOS_ADDRESS],
    ['aptosStreamsDeleteAddresses', 'DELETE', '0xa1', APTOS_ADDRESS],
  ])('%s', async (id, method, given, wire) => {
    const one = await sent(() => streams[id]?.({ id: UUID, address: given }) as Promise<unknown>, answer)
    expect(one.method).toBe(method)
    expect(one.body).toEqual({ address: wire })
    const list = await sent(() => streams[id]?.({ id: UUID, address: [given] }) as Promise<unknown>, answer)
    expect(list.body).toEqual({ address: [wire] })
  })

  it('checks a single address as it checks the items of a list, before sending', async () => {
    const seen = capture(answer)
    await expect(streams.aptosStreamsAddAddresses?.({ id: UUID, address: 'zz' })).rejects.toThrow(
      '[C0005] Invalid address provided: zz',
    )
    await expect(streams.addAddressToStream?.({ id: UUID, address: [] })).rejects.toMatchObject({
      code: 'C0005',
    })
    expect(seen).toHaveLength(0)
  })
})

describe('3. getNFTOwnersByTokens and getAccount treat the network as every Aptos call does', () => {
  // moralis@2.27.2 sends network on these two exactly as on every other Aptos call: when the
  // caller gives one, last in the query, on that network's host. Its default network only picks
  // the host, on every call alike; w3data sends that default too (spec/README.md, "Decisions").
  const aptos = client.aptos as unknown as Record<string, (params: unknown) => Promise<unknown>>
  const ACCOUNT = { sequence_number: '0', authentication_key: '0x1' }
  const CASES = [
    {
      id: 'getNFTOwnersByTokens',
      params: { tokenIds: ['t1'], limit: 10 },
      answer: { result: [] },
      sdkSends: '/nfts/owners?limit=10&token_ids[]=t1&network=testnet',
      peer: { id: 'getNFTsByIds', params: { tokenIds: ['t1'] }, answer: [] },
    },
    {
      id: 'getAccount',
      params: { address: '0xa1' },
      answer: ACCOUNT,
      sdkSends: `/accounts/${APTOS_ADDRESS}?network=testnet`,
      peer: { id: 'getAccountResources', params: { address: '0xa1' }, answer: [] },
    },
  ]
  const call = (id: string, params: object) => () => aptos[id]?.(params) as Promise<unknown>

  it.each(CASES)(
    '$id sends the caller’s network as the SDK does',
    async ({ id, params, answer, sdkSends }) => {
      const request = await sent(call(id, { ...params, network: 'testnet' }), answer)
      expect(request.origin).toBe(TEST_BASE_URLS.aptos.testnet)
      expect(request.rawPath).toBe(sdkSends)
    },
  )

  it.each(CASES)('$id sends the default network as $peer.id does', async ({ id, params, answer, peer }) => {
    const own = await sent(call(id, params), answer)
    const other = await sent(call(peer.id, peer.params), peer.answer)
    expect(own.origin).toBe(other.origin)
    expect(own.query.at(-1)).toEqual(other.query.at(-1))
  })
})

describe('4. a nullable operation answered {} resolves to null', () => {
  // The SDK's nullable operations (NullableOperationResolver) with a call each.
  const NULLABLE: Record<string, Record<string, unknown>> = {
    getBlock: { blockNumberOrHash: '18000000' },
    getNFTContractMetadata: { address: EVM_ADDRESS },
    getNFTLowestPrice: { address: EVM_ADDRESS },
    getNFTMetadata: { address: EVM_ADDRESS, tokenId: '1' },
    getTransaction: { transactionHash: HASH },
    getTransactionVerbose: { transactionHash: HASH },
    resolveAddress: { address: EVM_ADDRESS },
    resolveDomain: { domain: 'brad.crypto' },
    resolveENSDomain: { domain: 'vitalik.eth' },
  }
  const evm = client.evm as unknown as Record<string, (params: unknown) => Promise<unknown>>

  it('the catalogue marks exactly the SDK’s nullable operations', () => {
    const nullable = catalogues.flatMap((catalogue) =>
      catalogue.operations.filter((operation) => operation.nullable).map((operation) => operation.id),
    )
    expect(nullable.sort()).toEqual(Object.keys(NULLABLE).sort())
  })

  it.each(Object.entries(NULLABLE))('%s answered {} resolves to null', async (id, params) => {
    capture({})
    await expect(evm[id]?.(params)).resolves.toBeNull()
  })

  it('[] is "nothing" too: the SDK resolves any answer without entries to null', async () => {
    capture([])
    await expect(client.evm.getNFTMetadata({ address: EVM_ADDRESS, tokenId: '1' })).resolves.toBeNull()
  })

  it('an operation that is not nullable keeps {} as its result', async () => {
    capture({})
    await expect(client.evm.getNativeBalance({ address: EVM_ADDRESS })).resolves.toEqual({})
  })

  it('an empty answer still raises A0404', async () => {
    nock(new URL(TEST_BASE_URLS.evm).origin).get(/.*/).query(true).reply(200, '')
    await expect(client.evm.getNFTMetadata({ address: EVM_ADDRESS, tokenId: '1' })).rejects.toThrow(
      '[A0404] The resource is not found',
    )
  })
})

describe('5. an EVM address without 0x is taken, as ethers getAddress took it for the SDK', () => {
  const bare = EVM_ADDRESS.slice(2)

  it('goes out with 0x: lowercase in a path, checksummed in a body', async () => {
    const balance = await sent(() => client.evm.getNativeBalance({ address: bare }), { balance: '0' })
    expect(balance.path).toBe(`/api/v2.2/${EVM_ADDRESS}/balance`)
    const added = await sent(() => client.streams.addAddressToStream({ id: UUID, address: bare }), {
      streamId: UUID,
      address: EVM_ADDRESS,
    })
    expect(added.body).toEqual({ address: EVM_ADDRESS_CHECKSUMMED })
  })
})
