import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, type W3DataClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { type Captured, capture, TEST_BASE_URLS } from './capture'
import { EVM_ADDRESS } from './samples'

/**
 * The last differences from the provider's SDK (issue 25). Each expectation is what
 * moralis@2.27.2 does with the same call: read in its published code and seen by running it
 * against nock, never taken from our own output.
 */

const KEY = 'test-key-0123456789'
const HASH = `0x${'ab'.repeat(32)}`

nock.disableNetConnect()
afterEach(() => nock.cleanAll())

const client: W3DataClient = createClient({ apiKey: KEY, baseUrls: TEST_BASE_URLS, retryDelay: 1 })

async function sent(call: () => Promise<unknown>, answer: unknown = { result: [] }): Promise<Captured> {
  nock.cleanAll()
  const seen = capture(answer)
  await call()
  expect(seen).toHaveLength(1)
  return seen[0] as Captured
}

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

  it('an operation that is not nullable keeps {} as its result', async () => {
    capture({})
    await expect(client.evm.getNativeBalance({ address: EVM_ADDRESS })).resolves.toEqual({})
  })

  it('an empty answer still raises A0404 (seed 000 §7)', async () => {
    nock(new URL(TEST_BASE_URLS.evm).origin).get(/.*/).query(true).reply(200, '')
    await expect(client.evm.getNFTMetadata({ address: EVM_ADDRESS, tokenId: '1' })).rejects.toThrow(
      '[A0404] The resource is not found',
    )
  })
})
