import type { Media, Nft, NftOwner } from '../../../entries/evm'
import { BigNumber, type EvmAddress, type EvmChain } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, maybe, type SdkData } from '../dataKind'

export interface EvmNftMediaData extends Omit<Media, 'updatedAt'> {
  chain: EvmChain
  updatedAt: Date | undefined
}

/** The SDK's `EvmNftMedia`: an NFT's media, the same when chain and original URL match. */
export type EvmNftMedia = SdkData<EvmNftMediaData>

const makeEvmNftMedia = dataKind<EvmNftMediaData>({
  fields: [
    'chain',
    'status',
    'updatedAt',
    'originalMediaUrl',
    'category',
    'mimetype',
    'parentHash',
    'mediaCollection',
  ],
  same: (a, b) => a.chain.equals(b.chain) && a.originalMediaUrl === b.originalMediaUrl,
})

/** An NFT as the core answers it, from any of the NFT operations. */
type NftAnswer = Nft | NftOwner

export interface EvmNftData
  extends Omit<
    NftAnswer,
    | 'tokenAddress'
    | 'ownerOf'
    | 'blockNumber'
    | 'blockNumberMinted'
    | 'lastMetadataSync'
    | 'lastTokenUriSync'
    | 'amount'
    | 'media'
    | 'metadata'
  > {
  chain: EvmChain
  tokenAddress: EvmAddress
  ownerOf: EvmAddress | undefined
  blockNumber: BigNumber | undefined
  blockNumberMinted: BigNumber | undefined
  lastMetadataSync: Date | undefined
  lastTokenUriSync: Date | undefined
  amount: number | undefined
  media: EvmNftMedia | undefined
  /** The metadata as JSON data (parsed when the provider sends it as text). */
  metadata: unknown
}

/**
 * The SDK's `EvmNft` (getWalletNFTs, getNFTMetadata, getContractNFTs, getNFTOwners, …): the same
 * NFT when chain, contract and owner match.
 */
export type EvmNft = SdkData<EvmNftData>

const makeEvmNft = dataKind<EvmNftData>({
  fields: [
    'chain',
    'contractType',
    'tokenAddress',
    'metadata',
    'tokenUri',
    'tokenHash',
    'name',
    'symbol',
    'ownerOf',
    'blockNumberMinted',
    'blockNumber',
    'lastMetadataSync',
    'lastTokenUriSync',
    'amount',
    'tokenId',
    'media',
    'possibleSpam',
  ],
  same: (a, b) =>
    a.chain.equals(b.chain) &&
    a.tokenAddress.equals(b.tokenAddress) &&
    (a.ownerOf && b.ownerOf ? a.ownerOf.equals(b.ownerOf) : a.ownerOf === b.ownerOf),
})

const toDate = (iso: string) => new Date(iso)

export function evmNft(nft: NftAnswer, chain: EvmChain): EvmNft {
  return makeEvmNft({
    ...nft,
    chain,
    tokenAddress: sdkEvmAddress(nft.tokenAddress),
    ownerOf: maybe(nft.ownerOf, sdkEvmAddress),
    blockNumber: maybe(nft.blockNumber, BigNumber.create),
    blockNumberMinted: maybe(nft.blockNumberMinted, BigNumber.create),
    lastMetadataSync: maybe(nft.lastMetadataSync, toDate),
    lastTokenUriSync: maybe(nft.lastTokenUriSync, toDate),
    amount: maybe(nft.amount, Number),
    media: maybe(nft.media, (media) =>
      makeEvmNftMedia({ ...media, chain, updatedAt: maybe(media.updatedAt, toDate) }),
    ),
    metadata: maybe(nft.metadata, parsedMetadata),
  })
}

/** Metadata sent as JSON text, parsed as the SDK did; text that is not JSON stays as sent. */
function parsedMetadata(metadata: unknown): unknown {
  if (typeof metadata !== 'string') return metadata
  try {
    return JSON.parse(metadata)
  } catch {
    return metadata
  }
}
