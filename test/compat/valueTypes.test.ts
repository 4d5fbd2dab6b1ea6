import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, stop, toChecksumAddress } from 'w3data'
import Moralis, {
  AptosAddress,
  AptosApi,
  AptosNative,
  BigNumber,
  Core,
  EvmAddress,
  EvmNative,
  SolAddress,
  SolNative,
} from 'w3data/compat'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'

/** The value types of answers: where the SDK wrapped a field, `result` holds its value object. */

const WALLET = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const APTOS_WALLET = `0x${'0'.repeat(63)}1`
const SOL_WALLET = 'So11111111111111111111111111111111111111112'

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
  await Moralis.start({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 })
})
afterAll(async () => {
  stop()
  await mock.close()
})

/** A value and what the wire sent for it, read as the SDK's JSON form. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('EVM answers', () => {
  it('give a native balance as an EvmNative: ether, gwei, and wei in JSON', async () => {
    const answer = await Moralis.EvmApi.balance.getNativeBalance({ address: WALLET, chain: '0x1' })
    const { balance } = answer.result
    expect(balance).toBeInstanceOf(EvmNative)
    expect(balance.wei).toBe(answer.raw.balance)
    expect(balance.ether).toBe(EvmNative.create(answer.raw.balance, 'wei').ether)
    expect(asJson(answer.result)).toEqual({ balance: answer.raw.balance })
    expect(answer.toJSON()).toEqual(answer.raw)
  })

  it('give token addresses as EvmAddress, checksummed', async () => {
    const answer = await Moralis.EvmApi.token.getWalletTokenBalances({ address: WALLET })
    const [first] = answer.result
    expect(first?.token?.contractAddress).toBeInstanceOf(EvmAddress)
    expect(first?.token?.contractAddress.checksum).toBe(toChecksumAddress(answer.raw[0]?.token_address ?? ''))
    const priced = await Moralis.EvmApi.wallets.getWalletTokenBalancesPrice({ address: WALLET })
    expect(priced.result[0]?.tokenAddress).toBeInstanceOf(EvmAddress)
  })

  it('give NFTs their addresses as EvmAddress and block numbers as BigNumber', async () => {
    const page = await Moralis.EvmApi.nft.getWalletNFTs({ address: WALLET, limit: 2 })
    const [nft] = page.result
    expect(nft?.tokenAddress).toBeInstanceOf(EvmAddress)
    expect(nft?.ownerOf).toBeInstanceOf(EvmAddress)
    expect(nft?.blockNumber).toBeInstanceOf(BigNumber)
    const raw = page.raw.result?.[0]
    expect(nft?.blockNumber?.toString()).toBe(raw?.block_number)
    // An EvmNft writes its block numbers in decimal, its addresses lowercase, as the SDK's did.
    expect(asJson(nft)).toMatchObject({
      blockNumber: raw?.block_number,
      tokenAddress: raw?.token_address.toLowerCase(),
    })
  })

  it("write an address of result lowercase, as moralis@2.27.2's EvmAddress.toJSON() did; the exported class stays the core's", async () => {
    const transfers = await Moralis.EvmApi.token.getWalletTokenTransfers({ address: WALLET })
    const from = transfers.result[0]?.fromAddress
    if (!from) throw new Error('the mock answers a transfer')
    expect(JSON.stringify(from)).toBe(`"${from.lowercase}"`)
    expect(JSON.stringify(transfers.result[0])).toContain(`"fromAddress":"${from.lowercase}"`)
    expect(EvmAddress.create(from.checksum).toJSON()).toBe(from.checksum)
  })

  it('give token transfers, transactions and blocks their value types', async () => {
    const transfers = await Moralis.EvmApi.token.getWalletTokenTransfers({ address: WALLET })
    expect(transfers.result[0]?.fromAddress).toBeInstanceOf(EvmAddress)
    expect(transfers.result[0]?.value).toBeInstanceOf(BigNumber)
    const hash = `0x${'ab'.repeat(32)}`
    const transaction = await Moralis.EvmApi.transaction.getTransaction({ transactionHash: hash })
    expect(transaction?.result.value).toBeInstanceOf(EvmNative)
    expect(transaction?.result.blockNumber).toBeInstanceOf(BigNumber)
    const block = await Moralis.EvmApi.block.getBlock({ blockNumberOrHash: '18000000' })
    expect(block?.result.number).toBeInstanceOf(BigNumber)
    expect(block?.result.miner).toBeInstanceOf(EvmAddress)
  })

  it("give an NFT trade's price as an EvmNative of the wei sent, its payment token as EvmAddress", async () => {
    const trades = await Moralis.EvmApi.nft.getNFTTrades({ address: WALLET, limit: 10 })
    const lowest = await Moralis.EvmApi.nft.getNFTLowestPrice({ address: WALLET })
    const pairs = [...trades.result.map((trade, i) => [trade, trades.raw().result?.[i]] as const)]
    if (lowest) pairs.push([lowest.result, lowest.raw])
    for (const [trade, raw] of pairs) {
      expect(raw?.price).toMatch(/^\d+$/)
      expect(trade.price).toBeInstanceOf(EvmNative)
      expect(trade.price.wei).toBe(raw?.price)
    }
    const paid = pairs.filter(([, raw]) => raw?.price_token_address)
    expect(paid.length).toBeGreaterThan(0)
    for (const [trade] of paid) expect(trade.priceTokenAddress).toBeInstanceOf(EvmAddress)
  })

  it("leave the core's answers plain camelCase JSON", async () => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 })
    const { balance } = await client.evm.getNativeBalance({ address: WALLET, chain: '0x1' })
    expect(balance).toBeTypeOf('string')
    const page = await client.evm.getWalletNFTs({ address: WALLET, limit: 1 })
    expect(page.result[0]?.tokenAddress).toBeTypeOf('string')
  })
})

describe('Aptos answers', () => {
  it('give coin balances in octas as AptosNative, owners as AptosAddress', async () => {
    const answer = await Moralis.AptosApi.wallets.getCoinBalancesByWallets({
      ownerAddresses: [APTOS_WALLET],
      limit: 2,
    })
    const [coin] = answer.result
    expect(coin?.amount).toBeInstanceOf(AptosNative)
    const raw = answer.toJSON().result[0]
    expect(coin?.amount.octas).toBe(raw?.amount)
    expect(coin?.ownerAddress).toBeInstanceOf(AptosAddress)
    expect(asJson(coin)).toMatchObject({ amount: raw?.amount })
  })
})

describe('Aptos transactions: a union, read as the member its type or its keys name', () => {
  const HASH = `0x${'ab'.repeat(32)}`
  const SHORT = '0xA1'
  const PADDED = `0x${'0'.repeat(62)}a1`
  const event = {
    guid: { creation_number: '0', account_address: SHORT },
    sequence_number: '0',
    type: 'x',
    data: {},
  }

  /** getTransactionByHash on a Core whose client answers `body`. */
  async function transaction(body: object) {
    const core = Core.create()
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    await core.start({ apiKey: MOCK_API_KEY, maxRetries: 0, fetch })
    return (await AptosApi.create(core).transactions.getTransactionByHash({ txnHash: HASH })) as Record<
      string,
      unknown
    >
  }

  it("give a user transaction's sender, its changes' addresses and its events' accounts as AptosAddress, written as their JSON", async () => {
    const result = await transaction({
      type: 'user_transaction',
      hash: HASH,
      sender: SHORT,
      changes: [
        { type: 'write_resource', address: SHORT, state_key_hash: HASH, data: {} },
        { type: 'delete_table_item', state_key_hash: HASH, handle: HASH, key: '0x1' },
      ],
      events: [event],
    })
    const [change, tableItem] = result.changes as Record<string, unknown>[]
    const guid = (result.events as { guid: { accountAddress: unknown } }[])[0]?.guid
    for (const address of [result.sender, change?.address, guid?.accountAddress]) {
      expect(address).toBeInstanceOf(AptosAddress)
      expect((address as AptosAddress).address).toBe(PADDED)
    }
    expect(tableItem?.address).toBeUndefined()
    expect(asJson(result)).toMatchObject({
      sender: PADDED,
      changes: [{ address: PADDED }, { handle: HASH }],
      events: [{ guid: { account_address: PADDED } }],
    })
  })

  it("give a pending transaction (no type: its keys name it) and a block's proposer their AptosAddress", async () => {
    const pending = await transaction({
      hash: HASH,
      sender: SHORT,
      sequence_number: '1',
      max_gas_amount: '1',
      gas_unit_price: '1',
      expiration_timestamp_secs: '1',
      payload: { type: 'entry_function_payload', function: '0x1::a::b', type_arguments: [], arguments: [] },
      signature: { type: 'ed25519_signature', public_key: HASH, signature: HASH },
    })
    expect(pending.sender).toBeInstanceOf(AptosAddress)
    const block = await transaction({ type: 'block_metadata_transaction', proposer: SHORT, events: [event] })
    expect(block.proposer).toBeInstanceOf(AptosAddress)
  })

  it('leave a transaction of a kind no member names as sent', async () => {
    const result = await transaction({ type: 'future_transaction', sender: SHORT })
    expect(result.sender).toBe(SHORT)
  })
})

describe('Solana answers', () => {
  it('give the balance as a SolNative, SPL amounts as SolNative and mints and accounts as SolAddress', async () => {
    const balance = await Moralis.SolApi.account.getBalance({ address: SOL_WALLET })
    expect(balance.result).toBeInstanceOf(SolNative)
    expect(balance.result.lamports).toBe(balance.raw.lamports)
    expect(balance.result.solana).toBe(SolNative.create(balance.raw.lamports, 'lamports').solana)
    expect(asJson(balance.result)).toEqual(balance.raw.lamports)
    const spl = await Moralis.SolApi.account.getSPL({ address: SOL_WALLET })
    expect(spl.result[0]?.mint).toBeInstanceOf(SolAddress)
    expect(spl.result[0]?.amount.lamports).toBe(spl.raw[0]?.amountRaw)
    // The SDK's fields only.
    expect(Object.keys(spl.result[0] ?? {}).sort()).toEqual([
      'amount',
      'associatedTokenAddress',
      'mint',
      'name',
      'symbol',
    ])
    const portfolio = await Moralis.SolApi.account.getPortfolio({ address: SOL_WALLET })
    expect(portfolio.result.nativeBalance.lamports).toBe(portfolio.raw.nativeBalance.lamports)
    expect(portfolio.result.tokens[0]?.associatedTokenAddress).toBeInstanceOf(SolAddress)
    expect(portfolio.result.nfts[0]?.mint ?? SolAddress.create(SOL_WALLET)).toBeInstanceOf(SolAddress)
    const nfts = await Moralis.SolApi.account.getNFTs({ address: SOL_WALLET })
    expect(Object.keys(nfts.result[0] ?? {}).sort()).toEqual([
      'associatedTokenAddress',
      'mint',
      'name',
      'symbol',
    ])
    const metadata = await Moralis.SolApi.nft.getNFTMetadata({ address: SOL_WALLET })
    expect(metadata.result.mint).toBeInstanceOf(SolAddress)
    expect(metadata.result.metaplex.updateAuthority?.address).toBe(
      metadata.raw.metaplex.updateAuthority ?? undefined,
    )
  })
})
