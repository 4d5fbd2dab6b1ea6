import { expectTypeOf, test } from 'vitest'
import Moralis, {
  type AptosAddress,
  type AptosNative,
  type BigNumber,
  type EvmAddress,
  type EvmChain,
  type EvmNative,
  type PaginatedResponseAdapter,
  type ResponseAdapter,
  type SolAddress,
  type SolNative,
} from 'w3data/compat'
import type { NftOwner } from 'w3data/evm'

const address = '0xdac17f958d2ee523a2206206994597c13d831ec7'

// Each SDK function takes its operation's parameters and answers its result, with the catalogue's
// value types where the SDK wrapped a field.
test('answers carry the value types the catalogue gives their fields', async () => {
  const native = await Moralis.EvmApi.balance.getNativeBalance({ address, chain: '0x1' })
  expectTypeOf(native).toEqualTypeOf<ResponseAdapter<{ balance: EvmNative }, { balance: string }>>()
  expectTypeOf(native.result.balance.ether).toBeString()

  const nfts = await Moralis.EvmApi.nft.getWalletNFTs({ address })
  expectTypeOf(nfts).toExtend<PaginatedResponseAdapter<unknown[]>>()
  expectTypeOf(nfts.result[0]!.tokenAddress).toEqualTypeOf<EvmAddress>()
  expectTypeOf(nfts.result[0]!.blockNumber).toEqualTypeOf<BigNumber | undefined>()
  expectTypeOf(nfts.result[0]!.tokenId).toEqualTypeOf<NftOwner['tokenId']>()
  expectTypeOf(nfts.result[0]!.chain).toEqualTypeOf<EvmChain>()
  expectTypeOf(nfts.result[0]!.lastMetadataSync).toEqualTypeOf<Date | undefined>()
  expectTypeOf(nfts.raw.result?.[0]?.block_number).toEqualTypeOf<string | undefined>()

  // Where the SDK rebuilt the answer, `result` is its shape.
  const tokens = await Moralis.EvmApi.token.getWalletTokenBalances({ address })
  expectTypeOf(tokens.result[0]!.token!.contractAddress.checksum).toBeString()
  expectTypeOf(tokens.result[0]!.amount).toEqualTypeOf<BigNumber>()
  expectTypeOf(tokens.result[0]!.display()).toBeString()

  const pair = await Moralis.EvmApi.defi.getPairAddress({
    token0Address: address,
    token1Address: address,
    exchange: 'uniswapv2',
  })
  expectTypeOf(pair.result.pairAddress).toEqualTypeOf<EvmAddress | undefined>()
  expectTypeOf(pair.result.token0?.createdAt).toEqualTypeOf<Date | undefined>()
  const events = await Moralis.EvmApi.events.getContractEvents({ address, topic: '0x', abi: {} })
  expectTypeOf(events.result[0]!.blockNumber).toEqualTypeOf<BigNumber>()

  const metadata = await Moralis.EvmApi.nft.getNFTMetadata({ address, tokenId: '1' })
  expectTypeOf(metadata).toExtend<ResponseAdapter<unknown, unknown> | null>()
  expectTypeOf(metadata!.result.ownerOf).toEqualTypeOf<EvmAddress | undefined>()

  const transaction = await Moralis.EvmApi.transaction.getTransaction({ transactionHash: '0x1' })
  expectTypeOf(transaction!.result.blockTimestamp).toEqualTypeOf<Date>()
  expectTypeOf(transaction!.result.logs[0]!.address).toEqualTypeOf<EvmAddress>()
  expectTypeOf(transaction!.result.toJSON()).toEqualTypeOf<Record<string, unknown>>()

  const coins = await Moralis.AptosApi.wallets.getCoinBalancesByWallets({
    ownerAddresses: [address],
    limit: 1,
  })
  expectTypeOf(coins.result[0]!.amount).toEqualTypeOf<AptosNative>()
  expectTypeOf(coins.result[0]!.ownerAddress).toEqualTypeOf<AptosAddress>()
  // A union's members, each with the value types its fields are marked with.
  const byHash = await Moralis.AptosApi.transactions.getTransactionByHash({ txnHash: '0x1' })
  const user = byHash as Extract<typeof byHash, { type: 'user_transaction' }>
  expectTypeOf(user.sender).toEqualTypeOf<AptosAddress>()
  type Change = (typeof user.changes)[number]
  expectTypeOf<Extract<Change, { type: 'write_resource' }>['address']>().toEqualTypeOf<AptosAddress>()
  expectTypeOf(user.events[0]!.guid.accountAddress).toEqualTypeOf<AptosAddress>()

  const balance = await Moralis.SolApi.account.getBalance({ address })
  expectTypeOf(balance.result).toEqualTypeOf<SolNative>()
  expectTypeOf(balance.result.solana).toBeString()
  const spl = await Moralis.SolApi.account.getSPL({ address })
  expectTypeOf(spl.result[0]!.mint).toEqualTypeOf<SolAddress>()
  expectTypeOf(spl.result[0]!.amount).toEqualTypeOf<SolNative>()
})

test("requests take the operation's parameters, by the SDK's names", async () => {
  // @ts-expect-error the address is required
  Moralis.EvmApi.balance.getNativeBalance({ chain: '0x1' })
  // @ts-expect-error no such parameter
  Moralis.EvmApi.balance.getNativeBalance({ address, chian: '0x1' })
  // Streams' EVM `chains` is the core's `chainIds`.
  Moralis.Streams.update({ id: 'x', chains: ['0x1'] })
  // `networkType` routes the call, and its answer, to that network's operation (evm when unsaid).
  const evmStreams = await Moralis.Streams.getAll({ limit: 5 })
  expectTypeOf(evmStreams.result[0]!).toHaveProperty('chainIds')
  const aptosStreams = await Moralis.Streams.getAll({ limit: 5, networkType: 'aptos' })
  expectTypeOf(aptosStreams.result[0]!).not.toHaveProperty('chainIds')
  // The body apart, as the SDK took it.
  Moralis.EvmApi.token.getMultipleTokenPrices({ chain: 'bsc' }, { tokens: [{ tokenAddress: address }] })
})

// Fields the catalogue types but the SDK's classes left as the text sent stay text, typed so.
test('fields the SDK left as text are typed as text', async () => {
  const owners = await Moralis.EvmApi.token.getTokenOwners({ tokenAddress: address })
  expectTypeOf(owners.result[0]!.ownerAddress).toEqualTypeOf<string>()
  const status = await Moralis.Streams.updateStatus({ id: 'x', status: 'active' })
  expectTypeOf(status.result.chainIds).toEqualTypeOf<string[]>()
  const metadata = await Moralis.SolApi.token.getTokenMetadata({ address, network: 'mainnet' })
  expectTypeOf(metadata.result.mint).toEqualTypeOf<string>()
})
