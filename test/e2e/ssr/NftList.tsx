import { useEffect, useState } from 'react'
import { useEvmGetWalletNFTsInfinite } from 'w3data/react'

export const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
export const PARAMS = { address: WALLET, limit: 3 }

/** An infinite list the server renders from its prefetched first page; the browser pages on. */
export function NftList() {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useEvmGetWalletNFTsInfinite(PARAMS, {
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const items = data?.pages.flatMap((page) => page.result) ?? []
  return (
    <main data-hydrated={hydrated ? 'yes' : 'no'}>
      <ul>
        {items.map((nft) => (
          <li key={`${nft.tokenAddress}/${nft.tokenId}`}>{`${nft.tokenAddress}/${nft.tokenId}`}</li>
        ))}
      </ul>
      <button type="button" disabled={!hasNextPage || isFetchingNextPage} onClick={() => fetchNextPage()}>
        Load more
      </button>
    </main>
  )
}
