import type { NftCollections, NftContractMetadata } from '../../../entries/evm'
import type { EvmAddress, EvmChain } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, maybe, type SdkData } from '../dataKind'

/** Two collections are the same when chain and contract are. */
const sameCollection = (a: { chain: EvmChain; tokenAddress: EvmAddress }, b: typeof a) =>
  a.chain.equals(b.chain) && a.tokenAddress.equals(b.tokenAddress)

export interface EvmNftMetadataData extends Omit<NftContractMetadata, 'tokenAddress' | 'syncedAt'> {
  chain: EvmChain
  tokenAddress: EvmAddress
  syncedAt: Date | undefined
}

/** The SDK's `EvmNftMetadata`: an NFT contract's metadata (getNFTContractMetadata). */
export type EvmNftMetadata = SdkData<EvmNftMetadataData>

const makeEvmNftMetadata = dataKind<EvmNftMetadataData>({
  fields: ['name', 'symbol', 'contractType', 'chain', 'tokenAddress', 'syncedAt'],
  same: sameCollection,
})

export function evmNftMetadata(metadata: NftContractMetadata, chain: EvmChain): EvmNftMetadata {
  return makeEvmNftMetadata({
    ...metadata,
    chain,
    tokenAddress: sdkEvmAddress(metadata.tokenAddress),
    syncedAt: maybe(metadata.syncedAt, (iso) => new Date(iso)),
  })
}

export interface EvmNftCollectionData extends Omit<NftCollections, 'tokenAddress'> {
  chain: EvmChain
  tokenAddress: EvmAddress
}

/** The SDK's `EvmNftCollection`: one collection a wallet holds (getWalletNFTCollections). */
export type EvmNftCollection = SdkData<EvmNftCollectionData>

const makeEvmNftCollection = dataKind<EvmNftCollectionData>({
  fields: ['chain', 'tokenAddress', 'contractType', 'name', 'symbol'],
  same: sameCollection,
})

export function evmNftCollection(collection: NftCollections, chain: EvmChain): EvmNftCollection {
  return makeEvmNftCollection({
    ...collection,
    chain,
    tokenAddress: sdkEvmAddress(collection.tokenAddress),
  })
}
