import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stop } from 'w3data'
import Moralis, { AptosNetwork, BigNumber, EvmAddress, EvmChain, EvmNative, SolNetwork } from 'w3data/compat'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { TRANSFER_ABI, TRANSFER_TOPIC } from '../support/transferEvent'

/**
 * The answers moralis@2.27.2 rebuilt into shapes of its own (Erc20Value, EvmNft, EvmTransaction,
 * …), called in the SDK's documented form against the mock: each field's value type, the chain
 * the call asked as an EvmChain, timestamps as Dates, and each shape's toJSON().
 */

const ADDRESS = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const HASH = `0x${'ab'.repeat(32)}`

let mock: MockServer

beforeAll(async () => {
  mock = await createMockServer()
  await Moralis.start({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, defaultEvmApiChain: 'polygon' })
})
afterAll(async () => {
  stop()
  await mock.close()
})

/** An address as moralis@2.27.2's `EvmAddress.toJSON()` wrote it: lowercase. */
const addressJson = (address: string) => EvmAddress.create(address).lowercase

describe('EVM balances and tokens', () => {
  it('getWalletTokenBalances: Erc20Value, its token an Erc20Token on the chain asked', async () => {
    const response = await Moralis.EvmApi.token.getWalletTokenBalances({ address: ADDRESS, chain: '0x38' })
    const [sent] = response.raw
    const [balance] = response.result
    if (!sent || !balance) throw new Error('the mock answers a balance')
    expect(balance.amount).toBeInstanceOf(BigNumber)
    expect(balance.amount.toString()).toBe(sent.balance)
    expect(balance.decimals).toBe(Number(sent.decimals))
    expect(balance.value).toBe(BigNumber.create(sent.balance).toDecimal(Number(sent.decimals)))
    // The core reads a null name or symbol as empty text.
    expect(balance.display()).toBe(`${balance.value} ${sent.symbol ?? ''}`)
    expect(balance.toNumber()).toBe(Number(balance.value))
    expect(String(balance)).toBe(balance.value)
    expect(balance.equals(balance)).toBe(true)
    const token = balance.token
    expect(token?.contractAddress).toBeInstanceOf(EvmAddress)
    expect(token?.chain.equals(EvmChain.BSC)).toBe(true)
    expect(token?.equals(token)).toBe(true)
    expect(balance.toJSON()).toEqual({
      value: balance.value,
      token: {
        decimals: Number(sent.decimals),
        name: sent.name ?? '',
        symbol: sent.symbol ?? '',
        contractAddress: addressJson(sent.token_address),
        logo: sent.logo ?? undefined,
        logoHash: undefined,
        thumbnail: sent.thumbnail ?? undefined,
        chain: '0x38',
        possibleSpam: sent.possible_spam,
      },
    })
  })

  it('getNativeBalancesForAddresses: the chain asked as an EvmChain, balances as EvmNative', async () => {
    const response = await Moralis.EvmApi.balance.getNativeBalancesForAddresses({
      walletAddresses: [ADDRESS],
      chain: 'bsc',
    })
    const [sent] = response.raw
    const [chain] = response.result
    if (!sent || !chain) throw new Error('the mock answers one chain')
    expect(chain.chain.equals(EvmChain.BSC)).toBe(true)
    expect(chain.totalBalance.wei).toBe(sent.total_balance)
    expect(chain.walletBalances[0]?.address).toBeInstanceOf(EvmAddress)
    expect(chain.walletBalances[0]?.balance.wei).toBe(sent.wallet_balances[0]?.balance)
    expect(Object.keys(chain).sort()).toEqual([
      'blockNumber',
      'blockTimestamp',
      'chain',
      'totalBalance',
      'walletBalances',
    ])
  })

  it('getTokenAllowance and resolveDomain: the allowance a BigNumber, the address an EvmAddress', async () => {
    const allowance = await Moralis.EvmApi.token.getTokenAllowance({
      address: ADDRESS,
      ownerAddress: ADDRESS,
      spenderAddress: ADDRESS,
    })
    expect(allowance.result.allowance).toBeInstanceOf(BigNumber)
    expect(allowance.result.allowance.toString()).toBe(allowance.raw.allowance)
    const resolved = await Moralis.EvmApi.resolve.resolveDomain({ domain: 'brad.crypto' })
    expect(resolved?.result.address).toBeInstanceOf(EvmAddress)
    expect(resolved?.result.address.lowercase).toBe(resolved?.raw.address.toLowerCase())
  })

  it('getTokenPrice: the native price an EvmNative of the wei sent (null when not sent), the exchange an EvmAddress', async () => {
    // The mock's answers depend on the request: on Ethereum it sends a native price, on Polygon none.
    const { result, raw } = await Moralis.EvmApi.token.getTokenPrice({ address: ADDRESS, chain: '0x1' })
    const sent = raw.nativePrice
    if (!sent?.value) throw new Error('the mock answers a native price on Ethereum')
    expect(result.nativePrice).toBeInstanceOf(EvmNative)
    expect(result.nativePrice?.wei).toBe(BigInt(sent.value).toString())
    expect(result.exchangeAddress).toBeInstanceOf(EvmAddress)
    expect(result.exchangeAddress?.lowercase).toBe(raw.exchangeAddress?.toLowerCase())
    expect(result.usdPrice).toBe(raw.usdPrice)
    const polygon = await Moralis.EvmApi.token.getTokenPrice({ address: ADDRESS })
    expect(polygon.raw.nativePrice).toBeUndefined()
    expect(polygon.result.nativePrice).toBeNull()
  })

  it('getTokenMetadata: the token as an Erc20Token on the default chain, its block and validation beside', async () => {
    const response = await Moralis.EvmApi.token.getTokenMetadata({ addresses: [ADDRESS] })
    const [sent] = response.raw
    const [metadata] = response.result
    if (!sent || !metadata) throw new Error('the mock answers metadata')
    expect(metadata.token.contractAddress.lowercase).toBe(sent.address.toLowerCase())
    expect(metadata.token.chain.equals(EvmChain.POLYGON)).toBe(true)
    expect(metadata.token.decimals).toBe(Number(sent.decimals))
    expect(metadata.blockNumber).toBe(sent.block_number)
    expect(metadata.validated).toBe(sent.validated)
  })
})

describe('EVM NFTs', () => {
  it('getWalletNFTs: EvmNft with the chain asked, addresses, block numbers, syncs as Dates', async () => {
    const response = await Moralis.EvmApi.nft.getWalletNFTs({ address: ADDRESS, chain: 'eth', limit: 3 })
    const [sent] = response.raw.result ?? []
    const [nft] = response.result
    if (!sent || !nft) throw new Error('the mock answers an NFT')
    expect(nft.chain).toBeInstanceOf(EvmChain)
    expect(nft.chain.apiHex).toBe('0x1')
    expect(nft.tokenAddress.lowercase).toBe(addressJson(sent.token_address))
    expect(nft.ownerOf?.lowercase).toBe(sent.owner_of.toLowerCase())
    expect(nft.blockNumber).toBeInstanceOf(BigNumber)
    expect(nft.blockNumberMinted?.toString()).toBe(sent.block_number_minted)
    expect(nft.lastMetadataSync).toEqual(new Date(sent.last_metadata_sync))
    expect(nft.lastTokenUriSync).toEqual(new Date(sent.last_token_uri_sync))
    expect(nft.amount).toBe(sent.amount === undefined ? undefined : Number(sent.amount))
    expect(nft.tokenId).toBe(sent.token_id)
    expect(nft.result.tokenAddress).toBe(nft.tokenAddress)
    expect(nft.equals(nft)).toBe(true)
    const json = nft.toJSON()
    expect(json).toMatchObject({
      chain: '0x1',
      tokenAddress: addressJson(sent.token_address),
      ownerOf: addressJson(sent.owner_of),
      blockNumber: sent.block_number,
      blockNumberMinted: sent.block_number_minted,
      lastMetadataSync: new Date(sent.last_metadata_sync),
      tokenId: sent.token_id,
    })
    expect(nft.format()).toEqual(json)
  })

  it('getNFTMetadata: EvmNft with its metadata as data and its media on the default chain', async () => {
    const response = await Moralis.EvmApi.nft.getNFTMetadata({ address: ADDRESS, tokenId: '7' })
    const nft = response?.result
    if (!response || !nft) throw new Error('the mock answers the NFT')
    const sent = response.raw
    expect(nft.chain.equals(EvmChain.POLYGON)).toBe(true)
    expect(typeof nft.metadata === 'string' ? 'text' : 'data').toBe('data')
    const { media } = nft
    if (!media || !sent.media?.updatedAt) throw new Error('the mock answers this NFT with its media')
    expect(media.chain.equals(EvmChain.POLYGON)).toBe(true)
    expect(media.updatedAt).toEqual(new Date(sent.media.updatedAt))
    expect(media.toJSON()).toMatchObject({ chain: '0x89', originalMediaUrl: sent.media.original_media_url })
    expect(nft.toJSON().media).toEqual(media.toJSON())
  })

  it('getNFTContractMetadata and getWalletNFTCollections: the contract on the chain, syncedAt a Date', async () => {
    const response = await Moralis.EvmApi.nft.getNFTContractMetadata({ address: ADDRESS })
    if (!response) throw new Error('the mock answers the contract')
    const metadata = response.result
    expect(metadata.chain.equals(EvmChain.POLYGON)).toBe(true)
    expect(metadata.tokenAddress.lowercase).toBe(response.raw.token_address.toLowerCase())
    expect(metadata.syncedAt).toEqual(response.raw.synced_at ? new Date(response.raw.synced_at) : undefined)
    expect(metadata.toJSON()).toMatchObject({
      chain: '0x89',
      tokenAddress: addressJson(response.raw.token_address),
    })
    const collections = await Moralis.EvmApi.nft.getWalletNFTCollections({ address: ADDRESS, chain: 'eth' })
    const [collection] = collections.result
    expect(collection?.chain.apiHex).toBe('0x1')
    expect(collection?.tokenAddress).toBeInstanceOf(EvmAddress)
    expect(collection?.equals(collection)).toBe(true)
  })

  it('getWalletNFTTransfers: EvmNftTransfer, blockTimestamp a Date, the value an EvmNative', async () => {
    const response = await Moralis.EvmApi.nft.getWalletNFTTransfers({ address: ADDRESS, limit: 5 })
    const sent = response.raw.result ?? []
    expect(response.result).toHaveLength(sent.length)
    response.result.forEach((transfer, index) => {
      const wire = sent[index]
      if (!wire) throw new Error('one transfer per item sent')
      expect(transfer.chain.equals(EvmChain.POLYGON)).toBe(true)
      expect(transfer.blockTimestamp).toEqual(new Date(wire.block_timestamp))
      expect(transfer.tokenAddress.lowercase).toBe(wire.token_address.toLowerCase())
      expect(transfer.blockNumber.toString()).toBe(wire.block_number)
      expect(transfer.logIndex).toBe(Number(wire.log_index))
      expect(transfer.value?.wei).toBe(wire.value ?? undefined)
      if (transfer.value) expect(transfer.value).toBeInstanceOf(EvmNative)
      expect(transfer.toJSON()).toMatchObject({ chain: '0x89', blockNumber: wire.block_number })
      expect(transfer.equals(transfer)).toBe(true)
    })
  })
})

describe('EVM transfers, transactions and blocks', () => {
  it('getWalletTokenTransfers: Erc20Transaction, value a BigNumber, the SDK names of its addresses', async () => {
    const response = await Moralis.EvmApi.token.getWalletTokenTransfers({ address: ADDRESS, limit: 2 })
    const [sent] = response.raw.result ?? []
    const [transfer] = response.result
    if (!sent || !transfer) throw new Error('the mock answers a transfer')
    expect(transfer.chain.equals(EvmChain.POLYGON)).toBe(true)
    expect(transfer.contractAddress).toBe(transfer.address)
    expect(transfer.fromWallet.lowercase).toBe(sent.from_address.toLowerCase())
    expect(transfer.toWallet).toBe(transfer.toAddress)
    expect(transfer.value).toBeInstanceOf(BigNumber)
    expect(transfer.blockTimestamp).toEqual(new Date(sent.block_timestamp))
    expect(transfer.toJSON()).toMatchObject({
      chain: '0x89',
      address: addressJson(sent.address),
      blockNumber: sent.block_number,
      value: sent.value,
      blockTimestamp: new Date(sent.block_timestamp),
      transactionIndex: Number(sent.transaction_index),
      logIndex: Number(sent.log_index),
    })
  })

  it("getTransaction: EvmTransaction in the SDK's names, its logs and internal transactions shaped too", async () => {
    const response = await Moralis.EvmApi.transaction.getTransaction({ transactionHash: HASH, chain: '0x89' })
    if (!response) throw new Error('the mock answers the transaction')
    const sent = response.raw
    const transaction = response.result
    expect(transaction.from.lowercase).toBe(sent.from_address.toLowerCase())
    expect(transaction.data).toBe(sent.input)
    expect(transaction.index).toBe(Number(sent.transaction_index))
    expect(transaction.gasUsed.toString()).toBe(sent.receipt_gas_used)
    expect(transaction.cumulativeGasUsed.toString()).toBe(sent.receipt_cumulative_gas_used)
    expect(transaction.value?.wei).toBe(sent.value)
    expect(transaction.blockTimestamp).toEqual(new Date(sent.block_timestamp))
    expect(transaction.chain.equals(EvmChain.POLYGON)).toBe(true)
    const [log] = transaction.logs
    const [sentLog] = sent.logs ?? []
    if (log && sentLog) {
      expect(log.topics).toEqual([sentLog.topic0, sentLog.topic1, sentLog.topic2, sentLog.topic3])
      expect(log.address.lowercase).toBe(sentLog.address.toLowerCase())
      expect(log.logIndex).toBe(Number(sentLog.log_index))
      expect(log.toJSON()).toMatchObject({ chain: '0x89', address: addressJson(sentLog.address) })
    }
    const [internal] = transaction.internalTransactions
    const [sentInternal] = sent.internal_transactions ?? []
    if (internal && sentInternal)
      expect(internal.toJSON()).toEqual({
        ...sentInternal,
        to: addressJson(sentInternal.to),
        from: addressJson(sentInternal.from),
      })
    // The SDK writes the time with Date's toString(), big numbers in decimal.
    expect(transaction.toJSON()).toMatchObject({
      hash: sent.hash,
      chain: '0x89',
      blockTimestamp: new Date(sent.block_timestamp).toString(),
      gasPrice: sent.gas_price,
      blockNumber: sent.block_number,
      value: sent.value,
    })
  })

  it('getTransactionVerbose: an EvmTransaction with its decoded call, its logs with their decoded events', async () => {
    const response = await Moralis.EvmApi.transaction.getTransactionVerbose({ transactionHash: HASH })
    if (!response) throw new Error('the mock answers the transaction')
    const sent = response.raw
    const transaction = response.result
    expect(transaction.from).toBeInstanceOf(EvmAddress)
    expect(transaction.blockTimestamp).toEqual(new Date(sent.block_timestamp))
    expect(transaction.decodedCall?.signature).toBe(sent.decoded_call?.signature)
    const [log] = transaction.logs
    const [sentLog] = sent.logs
    if (!log || !sentLog) throw new Error('the mock answers a log')
    expect(log.decodedEvent?.signature).toBe(sentLog.decoded_event?.signature)
    expect(log.toJSON()).toHaveProperty('decodedEvent')
    expect(transaction.toJSON()).toHaveProperty('decodedCall')
  })

  it('getWalletTransactions: a page of EvmTransaction on the default chain', async () => {
    const response = await Moralis.EvmApi.transaction.getWalletTransactions({ address: ADDRESS, limit: 2 })
    const [transaction] = response.result
    expect(transaction?.chain.equals(EvmChain.POLYGON)).toBe(true)
    expect(transaction?.blockNumber).toBeInstanceOf(BigNumber)
    expect(transaction?.equals(transaction)).toBe(true)
  })

  it('getBlock: EvmBlock, its timestamp a Date, its transactions EvmTransactions on its chain', async () => {
    const response = await Moralis.EvmApi.block.getBlock({ blockNumberOrHash: '19000000', chain: 'bsc' })
    if (!response) throw new Error('the mock answers the block')
    const sent = response.raw
    const block = response.result
    expect(block.timestamp).toEqual(new Date(sent.timestamp))
    expect(block.miner.lowercase).toBe(sent.miner.toLowerCase())
    expect(block.number.toString()).toBe(sent.number)
    expect(block.transactionCount).toBe(Number(sent.transaction_count))
    expect(block.chain.equals(EvmChain.BSC)).toBe(true)
    expect(block.transactions[0]?.chain.equals(EvmChain.BSC)).toBe(true)
    expect(block.toJSON()).toMatchObject({
      chain: '0x38',
      number: sent.number,
      timestamp: new Date(sent.timestamp),
    })
  })

  it('getInternalTransactions: EvmInternalTransaction, its JSON in the wire names', async () => {
    const response = await Moralis.EvmApi.transaction.getInternalTransactions({ transactionHash: HASH })
    const [sent] = response.raw
    const [internal] = response.result
    if (!sent || !internal) throw new Error('the mock answers an internal transaction')
    expect(internal.from).toBeInstanceOf(EvmAddress)
    expect(internal.gasUsed.toString()).toBe(sent.gas_used)
    expect(internal.toJSON()).toEqual({ ...sent, to: addressJson(sent.to), from: addressJson(sent.from) })
  })

  it('getDateToBlock: EvmBlockDate, its date a Date, its fields under the wire names too', async () => {
    const response = await Moralis.EvmApi.block.getDateToBlock({ date: '2024-01-01T00:00:00.000Z' })
    const sent = response.raw
    const blockDate = response.result
    expect(blockDate.date).toEqual(new Date(sent.date))
    expect(blockDate.block).toBe(sent.block)
    expect(blockDate.block_timestamp).toBe(String(sent.block_timestamp))
    expect(blockDate.parent_hash).toBe(sent.parent_hash)
    expect(JSON.parse(JSON.stringify(blockDate))).toEqual({
      data: {
        block: sent.block,
        date: new Date(sent.date).toISOString(),
        timestamp: sent.timestamp,
        blockTimestamp: String(sent.block_timestamp),
        hash: sent.hash,
        parentHash: sent.parent_hash,
      },
    })
  })

  it('getContractLogs: EvmTransactionLog with its topics as one list', async () => {
    const response = await Moralis.EvmApi.events.getContractLogs({ address: ADDRESS, limit: 1 })
    const [sent] = response.raw.result ?? []
    const [log] = response.result
    if (!sent || !log) throw new Error('the mock answers a log')
    expect(log.topics).toEqual([sent.topic0, sent.topic1, sent.topic2, sent.topic3])
    expect(log.chain.equals(EvmChain.POLYGON)).toBe(true)
  })
})

describe('EVM pairs, events and lowest prices', () => {
  const TOKEN1 = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'

  it('getPairAddress: each token an Erc20Token on the chain asked, its creation a Date, the pair an EvmAddress', async () => {
    const response = await Moralis.EvmApi.defi.getPairAddress({
      token0Address: ADDRESS,
      token1Address: TOKEN1,
      exchange: 'uniswapv2',
      chain: '0x38',
    })
    const sent = response.raw
    const { token0, pairAddress } = response.result
    if (!sent.token0?.address || !token0) throw new Error('the mock answers a pair')
    expect(pairAddress).toBeInstanceOf(EvmAddress)
    expect(pairAddress?.lowercase).toBe(sent.pairAddress?.toLowerCase())
    expect(token0.token.contractAddress.lowercase).toBe(sent.token0.address.toLowerCase())
    expect(token0.token.chain.equals(EvmChain.BSC)).toBe(true)
    expect(token0.token.decimals).toBe(Number(sent.token0.decimals))
    expect(token0.blockNumber).toBe(sent.token0.block_number)
    expect(token0.createdAt).toEqual(sent.token0.created_at ? new Date(sent.token0.created_at) : undefined)
    expect(response.result.token1?.token.contractAddress).toBeInstanceOf(EvmAddress)
  })

  it('getContractEvents: EvmEvent on the default chain, its block a BigNumber, its time a Date', async () => {
    const page = await Moralis.EvmApi.events.getContractEvents({
      address: ADDRESS,
      topic: TRANSFER_TOPIC,
      abi: TRANSFER_ABI,
      limit: 1,
    })
    const [sent] = page.raw.result ?? []
    const [event] = page.result
    if (!sent || !event) throw new Error('the mock answers an event')
    expect(event.chain.equals(EvmChain.POLYGON)).toBe(true)
    expect(event.address.lowercase).toBe(sent.address.toLowerCase())
    expect(event.blockNumber).toBeInstanceOf(BigNumber)
    expect(event.blockNumber.toString()).toBe(sent.block_number)
    expect(event.blockTimestamp).toEqual(new Date(sent.block_timestamp))
    // Its decoded parameters: events.test.ts.
    expect(event.equals(event)).toBe(true)
    expect(event.toJSON()).toMatchObject({ chain: '0x89', blockNumber: sent.block_number })
  })

  it("getNFTLowestPrice: the trade writes the body as the SDK's class did, value-typed fields as their JSON", async () => {
    const response = await Moralis.EvmApi.nft.getNFTLowestPrice({ address: ADDRESS })
    if (!response) throw new Error('the mock answers a trade')
    const sent = response.raw
    expect(JSON.parse(JSON.stringify(response.result))).toEqual({
      ...sent,
      block_number: BigNumber.create(sent.block_number).toJSON(),
      block_timestamp: new Date(sent.block_timestamp).toJSON(),
      buyer_address: sent.buyer_address.toLowerCase(),
      seller_address: sent.seller_address.toLowerCase(),
      marketplace_address: sent.marketplace_address.toLowerCase(),
      ...(sent.price_token_address && { price_token_address: sent.price_token_address.toLowerCase() }),
    })
  })
})

describe('Streams', () => {
  const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

  it('getById: an EvmStream, its chains as EvmChains beside the chainIds text, flags defaulted', async () => {
    const response = await Moralis.Streams.getById({ id: UUID })
    const sent = response.raw
    const stream = response.result
    expect(stream.chains.map((chain) => chain.apiHex)).toEqual(
      sent.chainIds.map((id) => EvmChain.create(id).apiHex),
    )
    expect(stream.chainIds).toEqual(sent.chainIds)
    expect(stream.allAddresses).toBe(sent.allAddresses ?? false)
    expect(stream.id).toBe(sent.id)
    const [trigger] = stream.triggers ?? []
    const [sentTrigger] = sent.triggers ?? []
    if (trigger && sentTrigger)
      expect(trigger.toJSON()).toMatchObject({ type: sentTrigger.type, functionAbi: sentTrigger.functionAbi })
    const json = stream.toJSON()
    expect(json).not.toHaveProperty('chains')
    expect(json).toMatchObject({ id: sent.id, chainIds: stream.chains.map((chain) => chain.toJSON()) })
    expect(stream.equals(stream)).toBe(true)
  })

  it('getAll with networkType aptos: AptosStreams, their networks as AptosNetworks', async () => {
    const page = await Moralis.Streams.getAll({ limit: 2, networkType: 'aptos' })
    const [stream] = page.result
    const [sent] = page.raw.result ?? []
    if (!stream || !sent) throw new Error('the mock answers a stream')
    expect(stream.network[0]).toBeInstanceOf(AptosNetwork)
    expect(stream.toJSON()).toMatchObject({ id: sent.id, network: sent.network })
  })
})

describe('Auth', () => {
  it('verify: the challenge with its chain or network and address as value types, its times as Dates', async () => {
    const evm = await Moralis.Auth.verify({ networkType: 'evm', message: 'm', signature: '0x00' })
    expect(evm.result.chain).toBeInstanceOf(EvmChain)
    expect(evm.result.chain.decimal).toBe(Number(evm.raw.chainId))
    expect(evm.result.address).toEqual(EvmAddress.create(evm.raw.address))
    expect(evm.result.expirationTime).toEqual(
      evm.raw.expirationTime ? new Date(evm.raw.expirationTime) : undefined,
    )
    expect(evm.result).not.toHaveProperty('chainId')
    const aptos = await Moralis.Auth.verify({ networkType: 'aptos', message: 'm', signature: '0x00' })
    expect(aptos.result.network).toBeInstanceOf(AptosNetwork)
    expect(aptos.result.notBefore).toEqual(aptos.raw.notBefore ? new Date(aptos.raw.notBefore) : undefined)
    const solana = await Moralis.Auth.verify({ networkType: 'solana', message: 'm', signature: '0x00' })
    // The SDK named Solana's network `solNetwork`, and kept no `network`.
    expect(solana.result.solNetwork).toEqual(
      solana.raw.network === 'testnet' ? 'testnet' : SolNetwork.create(solana.raw.network),
    )
    expect(solana.result).not.toHaveProperty('network')
  })
})

describe("answers of the SDK's generated classes: each object writes its part of the body as sent", () => {
  const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

  it('Aptos: every object of the result, nested ones too', async () => {
    const answer = await Moralis.AptosApi.wallets.getCoinBalancesByWallets({
      ownerAddresses: [ADDRESS],
      limit: 2,
    })
    const raw = asJson(answer) as { result: Record<string, unknown>[] }
    const [coin] = answer.result
    expect(asJson(coin)).toEqual(raw.result[0])
    expect(Object.keys(raw.result[0] ?? {})).toContain('owner_address')
    expect(Object.keys(coin ?? {})).toContain('ownerAddress')
  })

  it("EVM's newer operations: getWalletHistory's items and their transfers", async () => {
    const page = await Moralis.EvmApi.wallets.getWalletHistory({ address: ADDRESS, limit: 2 })
    const [item] = page.result
    const [sent] = page.raw().result ?? []
    if (!item || !sent) throw new Error('the mock answers a history')
    // As the SDK's classes wrote it: the block number in hex, the addresses lowercase.
    expect(asJson(item)).toMatchObject({
      hash: sent.hash,
      block_number: BigNumber.create(sent.block_number).toJSON(),
      from_address: sent.from_address.toLowerCase(),
    })
    expect(Object.keys(asJson(item) as object)).toEqual(Object.keys(sent))
    expect(asJson(item.erc20Transfers)).toHaveLength(sent.erc20_transfers.length)
    expect((asJson(page.result) as unknown[]).length).toBe(page.raw().result.length)
  })
})
