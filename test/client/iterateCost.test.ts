// What iterate() costs, counted rather than timed: after a page is in, each item is one step of
// one async generator, whichever way the operation is reached; and one page is held at a time.
import { describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { createBaseClient } from 'w3data/core'
import { getWalletNFTs } from 'w3data/evm'
import { expectWalkedPageCollected } from '../support/collectGarbage'
import { promisesOf } from '../support/promiseCount'

const KEY = 'test-key-0123456789'
const ADDRESS = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const PARAMS = { address: ADDRESS, chain: '0x1' as const, limit: 100 }

/** A fetch answering every request with one last page of `items` NFTs. */
const onePageOf =
  (items: number): typeof fetch =>
  async () =>
    new Response(
      JSON.stringify({
        cursor: null,
        result: Array.from({ length: items }, (_, index) => ({
          token_address: '0x1',
          token_id: String(index),
        })),
      }),
      { headers: { 'content-type': 'application/json' } },
    )

type Iterate = (answer: typeof fetch) => AsyncIterable<unknown>

/** Promises one item adds: a page of 101 items against a page of 1, over 100. */
async function promisesPerItem(iterate: Iterate): Promise<number> {
  const walk = (items: number) => () =>
    (async () => {
      for await (const _ of iterate(onePageOf(items))) {
        // Each item taken, nothing kept.
      }
    })()
  return ((await promisesOf(walk(101))) - (await promisesOf(walk(1)))) / 100
}

describe('the promises iterate() makes per item', () => {
  it('createClient adds none to the bound operation (the API loads on the first item, in the same generator)', async () => {
    const bound = await promisesPerItem((fetch) =>
      getWalletNFTs.iterate(
        createBaseClient({ apiKey: KEY, baseUrls: { evm: 'https://evm.test' }, fetch }),
        PARAMS,
      ),
    )
    const lazy = await promisesPerItem((fetch) =>
      createClient({ apiKey: KEY, baseUrls: { evm: 'https://evm.test' }, fetch }).evm.getWalletNFTs.iterate(
        PARAMS,
      ),
    )
    // One generator step, as async hooks count it: the consumer's next(), and the yield's await.
    expect(bound).toBe(4)
    expect(lazy).toBe(bound)
  })
})

describe('the pages iterate() holds', () => {
  it('lets the page walked go, its items with it, while the next one is fetched', async () => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let calls = 0
    const pages: typeof fetch = async () => {
      if (calls++ > 0) await released
      return new Response(
        JSON.stringify({
          cursor: calls === 1 ? 'c2' : null,
          result: [{ token_id: `${calls}a` }, { token_id: `${calls}b` }],
        }),
        { headers: { 'content-type': 'application/json' } },
      )
    }
    const client = createClient({ apiKey: KEY, baseUrls: { evm: 'https://evm.test' }, fetch: pages })
    const items = client.evm.getWalletNFTs.iterate(PARAMS)
    const { next } = await expectWalkedPageCollected(items, (collected) =>
      expect(collected).toEqual(['first item']),
    )
    release()
    expect((await next).value).toMatchObject({ tokenId: '2a' })
  })
})
