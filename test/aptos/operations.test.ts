import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, NotFoundError, type W3DataClient } from 'w3data'
import {
  getCoinInfoByCoinTypeHashes,
  getCoinsByCreators,
  getCoinsByNameRange,
  getCoinsBySymbolRange,
  getCoinTransfersByBlockHeights,
  getCoinTransfersByCoinType,
  getCoinTransfersByOwnerAddresses,
  getLatestCoins,
  getNFTCollections,
  getNFTCollectionsByCreator,
  getNFTCollectionsByIds,
  getNFTOwnersByCollection,
  getNFTOwnersByTokens,
  getNFTOwnersOfCollection,
  getNFTsByCollection,
  getNFTsByCreators,
  getNFTsByIds,
  getNFTTransfersByCollection,
  getNFTTransfersByCreators,
  getNFTTransfersByIds,
  getNFTTransfersByWallets,
  getTopHoldersByCoin,
  getTransactionByHash,
  getTransactionByVersion,
  getTransactions,
  submitTransaction,
} from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const ADDRESS_1 = `0x${'0'.repeat(63)}1`
const ADDRESS_2 = `0x${'0'.repeat(63)}2`
const APT = '0x1::aptos_coin::AptosCoin'
const APT_ENCODED = '0x1%3A%3Aaptos_coin%3A%3AAptosCoin'

afterEach(() => nock.cleanAll())

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

// One wire item per entity the provider documents: snake_case fields, a null optional field, a data map
// whose keys must be kept as sent, and a field the schema does not know.
const TOKEN = {
  collection_data_id_hash: 'cdh1',
  collection_name: 'Aptos Monkeys',
  creator_address: '0xc',
  default_properties: { Some_Key: 'v', nested_map: { inner_key: 1 } },
  description: null,
  royalty_points_numerator: '5',
  token_data_id_hash: 'tdh1',
  brand_new_field: 'kept',
}
const COLLECTION = {
  collection_data_id_hash: 'cdh1',
  collection_name: 'Aptos Monkeys',
  metadata_uri: null,
  table_handle: '0xth',
  brand_new_field: 'kept',
}
const OWNER = {
  amount: '1',
  collection_name: 'Aptos Monkeys',
  owner_address: '0xo',
  property_version: '0',
  table_type: null,
  token_properties: { Inner_Key: 1 },
  brand_new_field: 'kept',
}
const TRANSFER = {
  coin_amount: null,
  collection_name: 'Aptos Monkeys',
  from_address: null,
  to_address: '0xt',
  token_amount: '1',
  transfer_type: 'deposit',
  brand_new_field: 'kept',
}
const COIN = {
  coin_type: APT,
  coin_type_hash: 'cth',
  decimals: 8,
  supply_aggregator_table_handle: null,
  symbol: 'APT',
  brand_new_field: 'kept',
}
const ACTIVITY = {
  activity_type: '0x1::coin::WithdrawEvent',
  amount: '100',
  block_height: '7',
  entry_function_id_str: null,
  is_gas_fee: false,
  owner_address: '0xo',
  brand_new_field: 'kept',
}
const HOLDER = {
  amount: '1000',
  coin_type_hash: 'cth',
  last_transaction_version: '9',
  owner_address: '0xh',
  brand_new_field: 'kept',
}

type Kind = 'token' | 'collection' | 'owner' | 'ownerAddress' | 'transfer' | 'coin' | 'activity' | 'holder'

const WIRE_ITEM: Record<Kind, unknown> = {
  token: TOKEN,
  collection: COLLECTION,
  owner: OWNER,
  ownerAddress: '0xowner',
  transfer: TRANSFER,
  coin: COIN,
  activity: ACTIVITY,
  holder: HOLDER,
}

/** What each wire item must look like once mapped. */
const MAPPED_ITEM: Record<Kind, unknown> = {
  token: {
    collectionDataIdHash: 'cdh1',
    collectionName: 'Aptos Monkeys',
    creatorAddress: '0xc',
    defaultProperties: { Some_Key: 'v', nested_map: { inner_key: 1 } },
    description: null,
    royaltyPointsNumerator: '5',
    tokenDataIdHash: 'tdh1',
    brandNewField: 'kept',
  },
  collection: {
    collectionDataIdHash: 'cdh1',
    collectionName: 'Aptos Monkeys',
    metadataUri: null,
    tableHandle: '0xth',
    brandNewField: 'kept',
  },
  owner: {
    amount: '1',
    collectionName: 'Aptos Monkeys',
    ownerAddress: '0xo',
    propertyVersion: '0',
    tableType: null,
    tokenProperties: { Inner_Key: 1 },
    brandNewField: 'kept',
  },
  ownerAddress: '0xowner',
  transfer: {
    coinAmount: null,
    collectionName: 'Aptos Monkeys',
    fromAddress: null,
    toAddress: '0xt',
    tokenAmount: '1',
    transferType: 'deposit',
    brandNewField: 'kept',
  },
  coin: {
    coinType: APT,
    coinTypeHash: 'cth',
    decimals: 8,
    supplyAggregatorTableHandle: null,
    symbol: 'APT',
    brandNewField: 'kept',
  },
  activity: {
    activityType: '0x1::coin::WithdrawEvent',
    amount: '100',
    blockHeight: '7',
    entryFunctionIdStr: null,
    isGasFee: false,
    ownerAddress: '0xo',
    brandNewField: 'kept',
  },
  holder: {
    amount: '1000',
    coinTypeHash: 'cth',
    lastTransactionVersion: '9',
    ownerAddress: '0xh',
    brandNewField: 'kept',
  },
}

interface Case {
  id: string
  call: (target: W3DataClient, network?: 'testnet') => Promise<unknown>
  /** The raw path and query as they must reach the provider. */
  path: string
  kind: Kind
  /** The body is the list itself, not a page wrapper. */
  list?: boolean
}

interface DataOperation<P> {
  (target: W3DataClient, params: P): Promise<unknown>
  readonly operation: { readonly id: string }
}

function row<P extends object>(
  operation: DataOperation<P>,
  params: P,
  path: string,
  kind: Kind,
  list = false,
): Case {
  return {
    id: operation.operation.id,
    call: (target, network) => operation(target, network ? { ...params, network } : params),
    path,
    kind,
    list,
  }
}

/** The 22 Aptos data operations as the provider documents them, in its order. */
const DATA_OPERATIONS: readonly Case[] = [
  row(
    getNFTsByIds,
    { tokenIds: ['t1', 't2'] },
    '/nfts?token_ids[]=t1&token_ids[]=t2&network=mainnet',
    'token',
    true,
  ),
  row(
    getNFTsByCollection,
    { collectionDataIdHash: 'cdh/1', limit: 5 },
    '/nfts/collections/cdh%2F1/tokens?limit=5&network=mainnet',
    'token',
  ),
  row(
    getNFTsByCreators,
    { limit: 10, creatorAddresses: ['0x1'], cursor: 'cur' },
    `/nfts/creators?limit=10&cursor=cur&creator_addresses[]=${ADDRESS_1}&network=mainnet`,
    'token',
  ),
  row(
    getNFTCollections,
    { limit: 10, fromName: 'A', toName: 'B' },
    '/collections?limit=10&fromName=A&toName=B&network=mainnet',
    'collection',
  ),
  row(
    getNFTCollectionsByIds,
    { ids: ['i1', 'i2'] },
    '/collections/ids?ids[]=i1&ids[]=i2&network=mainnet',
    'collection',
    true,
  ),
  row(
    getNFTCollectionsByCreator,
    { limit: 10, creatorAddress: '0x1' },
    `/collections/creators?limit=10&creator_address=${ADDRESS_1}&network=mainnet`,
    'collection',
  ),
  row(
    getNFTOwnersByTokens,
    { limit: 10, tokenIds: ['t1'] },
    '/nfts/owners?limit=10&token_ids[]=t1&network=mainnet',
    'owner',
  ),
  row(
    getNFTOwnersByCollection,
    { limit: 10, collectionDataIdHash: 'cdh1', walletBlacklist: ['0x2'], walletWhitelist: ['0x1'] },
    `/nfts/collections/cdh1/owners?limit=10&wallet_blacklist[]=${ADDRESS_2}&wallet_whitelist[]=${ADDRESS_1}&network=mainnet`,
    'owner',
  ),
  row(
    getNFTOwnersOfCollection,
    { limit: 10, collectionDataIdHash: 'cdh1', offset: 20 },
    '/nfts/collections/cdh1/owners/list?limit=10&offset=20&network=mainnet',
    'ownerAddress',
  ),
  row(
    getNFTTransfersByIds,
    { limit: 10, tokenIds: ['t1'], walletBlacklist: ['0x2'], walletWhitelist: ['0x1'] },
    `/nfts/transfers?limit=10&wallet_blacklist[]=${ADDRESS_2}&wallet_whitelist[]=${ADDRESS_1}&token_ids[]=t1&network=mainnet`,
    'transfer',
  ),
  row(
    getNFTTransfersByCollection,
    { limit: 10, collectionDataIdHash: 'cdh1', walletWhitelist: ['0x1'], walletBlacklist: ['0x2'] },
    `/nfts/transfers/collections/cdh1?limit=10&wallet_whitelist[]=${ADDRESS_1}&wallet_blacklist[]=${ADDRESS_2}&network=mainnet`,
    'transfer',
  ),
  row(
    getNFTTransfersByCreators,
    { limit: 10, creatorAddresses: ['0x1'], collectionBlacklist: ['c2'], collectionWhitelist: ['c1'] },
    `/nfts/transfers/creators?limit=10&creator_addresses[]=${ADDRESS_1}&collection_blacklist[]=c2&collection_whitelist[]=c1&network=mainnet`,
    'transfer',
  ),
  row(
    getNFTTransfersByWallets,
    { limit: 10, walletAddresses: ['0x1'], collectionBlacklist: ['c2'] },
    `/nfts/transfers/wallets?limit=10&wallet_addresses[]=${ADDRESS_1}&collection_blacklist[]=c2&network=mainnet`,
    'transfer',
  ),
  row(
    getCoinInfoByCoinTypeHashes,
    { coinTypeHashes: ['h1', 'h2'] },
    '/coins?coin_type_hashes[]=h1&coin_type_hashes[]=h2&network=mainnet',
    'coin',
    true,
  ),
  row(getLatestCoins, { limit: 3 }, '/coins/latest?limit=3&network=mainnet', 'coin'),
  row(
    getCoinsByNameRange,
    { limit: 10, fromName: 'A', toName: 'B' },
    '/coins/names?limit=10&from_name=A&to_name=B&network=mainnet',
    'coin',
  ),
  row(
    getCoinsBySymbolRange,
    { limit: 10, fromSymbol: 'A', toSymbol: 'Z' },
    '/coins/symbols?limit=10&from_symbol=A&to_symbol=Z&network=mainnet',
    'coin',
  ),
  row(
    getCoinsByCreators,
    { limit: 10, creatorAddresses: ['0x1'] },
    `/coins/creators?limit=10&creator_addresses[]=${ADDRESS_1}&network=mainnet`,
    'coin',
  ),
  row(
    getCoinTransfersByOwnerAddresses,
    { limit: 10, ownerAddresses: ['0x1'], fromDate: '2024-01-01T00:00:00Z', coinTypeWhitelist: [APT] },
    `/coins/transfers/wallets?limit=10&owner_addresses[]=${ADDRESS_1}&from_date=2024-01-01T00%3A00%3A00.000Z&coin_type_whitelist[]=${APT_ENCODED}&network=mainnet`,
    'activity',
  ),
  row(
    getCoinTransfersByBlockHeights,
    { limit: 10, blockHeights: ['7', '8'] },
    '/coins/transfers/blocks?limit=10&block_heights[]=7&block_heights[]=8&network=mainnet',
    'activity',
  ),
  row(
    getCoinTransfersByCoinType,
    { limit: 10, coinType: APT, toDate: new Date(0) },
    `/coins/transfers/${APT}?limit=10&to_date=1970-01-01T00%3A00%3A00.000Z&network=mainnet`,
    'activity',
  ),
  row(
    getTopHoldersByCoin,
    { limit: 10, coinTypeHash: 'cth', minAmount: 100 },
    '/coins/owners/cth/top-holders?limit=10&min_amount=10000000000&network=mainnet',
    'holder',
  ),
]

interface Seen {
  method: string
  path: string
  authorization: string | undefined
}

/** Serves `body` for any GET on `host` and records the request. */
function serve(host: string, body: nock.Body, seen: Seen[]) {
  return nock(host)
    .get(() => true)
    .query(true)
    .reply(function (this: nock.ReplyFnContext) {
      seen.push({
        method: this.req.method ?? '',
        path: this.req.path,
        authorization: this.req.headers['authorization'],
      })
      return [200, body]
    })
}

const wireBody = (operation: Case) =>
  operation.list
    ? [WIRE_ITEM[operation.kind]]
    : { cursor: 'next-cursor', hasNextPage: true, result: [WIRE_ITEM[operation.kind]], page_extra: 1 }

describe('the Aptos data operations', () => {
  it('covers the 22 data operations the provider documents', () => {
    expect(DATA_OPERATIONS).toHaveLength(22)
    expect(new Set(DATA_OPERATIONS.map((operation) => operation.id)).size).toBe(22)
  })

  for (const operation of DATA_OPERATIONS) {
    it(`${operation.id}: sends GET ${operation.path.split('?')[0]} and maps the answer to camelCase`, async () => {
      const seen: Seen[] = []
      const scope = serve('https://aptos.test', wireBody(operation), seen)
      const result = await operation.call(client)
      expect(scope.isDone()).toBe(true)
      expect(seen).toEqual([{ method: 'GET', path: operation.path, authorization: `Bearer ${KEY}` }])

      if (operation.list) {
        expect(result).toEqual([MAPPED_ITEM[operation.kind]])
      } else {
        const page = result as { result: unknown[]; response: Record<string, unknown>; hasNext(): boolean }
        expect(page.result).toEqual([MAPPED_ITEM[operation.kind]])
        expect(page.response).toMatchObject({ cursor: 'next-cursor', hasNextPage: true, pageExtra: 1 })
        expect(page.hasNext()).toBe(true)
      }
    })
  }

  it('sends every data operation to the network the call names', async () => {
    for (const operation of DATA_OPERATIONS) {
      const seen: Seen[] = []
      const scope = serve('https://aptos-testnet.test', wireBody(operation), seen)
      await operation.call(client, 'testnet')
      expect(scope.isDone(), operation.id).toBe(true)
      expect(seen[0]?.path, operation.id).toBe(operation.path.replace('network=mainnet', 'network=testnet'))
    }
  })

  it('does not throw when optional fields are missing or the list is null', async () => {
    const seen: Seen[] = []
    serve('https://aptos.test', { cursor: null, result: [{ collection_name: 'only' }] }, seen)
    const page = await getNFTsByCreators(client, { limit: 10, creatorAddresses: ['0x1'] })
    expect(page.result[0]?.collectionName).toBe('only')
    expect(page.result[0]?.description).toBeUndefined()

    serve('https://aptos.test', { cursor: null, result: null }, seen)
    const empty = await getNFTsByCreators(client, { limit: 10, creatorAddresses: ['0x1'] })
    expect(empty.result).toEqual([])
    expect(empty.hasNext()).toBe(false)
  })
})

const USER_TRANSACTION = {
  type: 'user_transaction',
  version: '123',
  hash: '0xabc',
  state_change_hash: '0xs',
  event_root_hash: '0xe',
  state_checkpoint_hash: null,
  gas_used: '7',
  success: true,
  vm_status: 'Executed successfully',
  accumulator_root_hash: '0xa',
  changes: [
    {
      type: 'write_resource',
      address: '0x1',
      state_key_hash: '0xk',
      data: { type: '0x1::coin::CoinStore', data: { coin: { value: '10' }, frozen_flag: false } },
    },
    { type: 'delete_resource', address: '0x1', state_key_hash: '0xk2', resource: '0x1::m::R' },
  ],
  sender: '0x1',
  sequence_number: '42',
  max_gas_amount: '2000',
  gas_unit_price: '100',
  expiration_timestamp_secs: '1700000000',
  payload: {
    type: 'entry_function_payload',
    function: '0x1::coin::transfer',
    type_arguments: [APT],
    arguments: ['0x2', '10'],
  },
  signature: { type: 'ed25519_signature', public_key: '0xpk', signature: '0xsig' },
  events: [
    {
      guid: { creation_number: '3', account_address: '0x1' },
      sequence_number: '5',
      type: '0x1::coin::WithdrawEvent',
      data: { amount: '10', some_key: 1 },
    },
  ],
  timestamp: '1700000000000000',
}

describe('ledger transactions (tagged unions)', () => {
  it('maps a user_transaction with its payload, signature, changes and events to camelCase', async () => {
    const scope = nock('https://aptos.test')
      .get('/transactions/by_hash/0xabc')
      .query({ network: 'mainnet' })
      .reply(200, USER_TRANSACTION)
    const transaction = await getTransactionByHash(client, { txnHash: '0xabc' })
    expect(scope.isDone()).toBe(true)
    expect(transaction).toEqual({
      type: 'user_transaction',
      version: '123',
      hash: '0xabc',
      stateChangeHash: '0xs',
      eventRootHash: '0xe',
      stateCheckpointHash: null,
      gasUsed: '7',
      success: true,
      vmStatus: 'Executed successfully',
      accumulatorRootHash: '0xa',
      changes: [
        {
          type: 'write_resource',
          address: '0x1',
          stateKeyHash: '0xk',
          data: { type: '0x1::coin::CoinStore', data: { coin: { value: '10' }, frozen_flag: false } },
        },
        { type: 'delete_resource', address: '0x1', stateKeyHash: '0xk2', resource: '0x1::m::R' },
      ],
      sender: '0x1',
      sequenceNumber: '42',
      maxGasAmount: '2000',
      gasUnitPrice: '100',
      expirationTimestampSecs: '1700000000',
      payload: {
        type: 'entry_function_payload',
        function: '0x1::coin::transfer',
        typeArguments: [APT],
        arguments: ['0x2', '10'],
      },
      signature: { type: 'ed25519_signature', publicKey: '0xpk', signature: '0xsig' },
      events: [
        {
          guid: { creationNumber: '3', accountAddress: '0x1' },
          sequenceNumber: '5',
          type: '0x1::coin::WithdrawEvent',
          data: { amount: '10', some_key: 1 },
        },
      ],
      timestamp: '1700000000000000',
    })
  })

  it('maps a multi-agent signature and its nested signer signatures', async () => {
    const body = {
      ...USER_TRANSACTION,
      signature: {
        type: 'multi_agent_signature',
        sender: { type: 'ed25519_signature', public_key: '0xs', signature: '0xss' },
        secondary_signer_addresses: ['0x2'],
        secondary_signers: [
          {
            type: 'multi_ed25519_signature',
            public_keys: ['0xa'],
            signatures: ['0xb'],
            threshold: 1,
            bitmap: '0xc',
          },
        ],
      },
    }
    nock('https://aptos.test')
      .get('/transactions/by_version/123')
      .query({ network: 'mainnet' })
      .reply(200, body)
    const transaction = await getTransactionByVersion(client, { txnVersion: '123' })
    expect(transaction).toMatchObject({
      signature: {
        type: 'multi_agent_signature',
        sender: { type: 'ed25519_signature', publicKey: '0xs', signature: '0xss' },
        secondarySignerAddresses: ['0x2'],
        secondarySigners: [
          {
            type: 'multi_ed25519_signature',
            publicKeys: ['0xa'],
            signatures: ['0xb'],
            threshold: 1,
            bitmap: '0xc',
          },
        ],
      },
    })
  })

  it('recognises a pending transaction by its shape', async () => {
    const { sender, sequence_number, max_gas_amount, gas_unit_price, expiration_timestamp_secs } =
      USER_TRANSACTION
    const { payload, signature } = USER_TRANSACTION
    nock('https://aptos.test').get('/transactions/by_hash/0xabc').query({ network: 'mainnet' }).reply(200, {
      hash: '0xabc',
      sender,
      sequence_number,
      max_gas_amount,
      gas_unit_price,
      expiration_timestamp_secs,
      payload,
      signature,
    })
    const transaction = await getTransactionByHash(client, { txnHash: '0xabc' })
    expect(transaction).toEqual({
      type: undefined,
      hash: '0xabc',
      sender: '0x1',
      sequenceNumber: '42',
      maxGasAmount: '2000',
      gasUnitPrice: '100',
      expirationTimestampSecs: '1700000000',
      payload: {
        type: 'entry_function_payload',
        function: '0x1::coin::transfer',
        typeArguments: [APT],
        arguments: ['0x2', '10'],
      },
      signature: { type: 'ed25519_signature', publicKey: '0xpk', signature: '0xsig' },
    })
  })

  it('maps each transaction of a ledger list by its own type', async () => {
    nock('https://aptos.test')
      .get('/transactions')
      .query({ network: 'mainnet' })
      .reply(200, [
        USER_TRANSACTION,
        { type: 'state_checkpoint_transaction', version: '124', hash: '0xcp', state_change_hash: '0xs2' },
      ])
    const page = await getTransactions(client)
    expect(page.result.map((transaction) => transaction.type)).toEqual([
      'user_transaction',
      'state_checkpoint_transaction',
    ])
    expect(page.result[1]).toMatchObject({ version: '124', stateChangeHash: '0xs2' })
  })

  it('takes a ledger version or sequence number to start from as a number, a bigint or digits', async () => {
    nock('https://aptos.test')
      .get('/transactions')
      .query({ start: '18712345', network: 'mainnet' })
      .times(3)
      .reply(200, [])
    for (const start of [18712345, 18712345n, '18712345']) await getTransactions(client, { start })
    expect(nock.isDone()).toBe(true)
    await expect(getTransactions(client, { start: '1.5' })).rejects.toThrow('[C0005] Invalid value for start')
  })

  it('keeps a transaction of an unknown type as an unknown member, fields in camelCase', async () => {
    nock('https://aptos.test')
      .get('/transactions/by_hash/0xabc')
      .query({ network: 'mainnet' })
      .reply(200, { type: 'mystery_transaction', hash: '0xabc', version: '1', gas_used: '2' })
    await expect(getTransactionByHash(client, { txnHash: '0xabc' })).resolves.toEqual({
      type: 'mystery_transaction',
      hash: '0xabc',
      version: '1',
      gasUsed: '2',
    })
  })

  it('keeps an unknown payload inside a known transaction the same way', async () => {
    nock('https://aptos.test')
      .get('/transactions/by_hash/0xabc')
      .query({ network: 'mainnet' })
      .reply(200, { ...USER_TRANSACTION, payload: { type: 'weird_payload', blob_hash: '0x00' } })
    await expect(getTransactionByHash(client, { txnHash: '0xabc' })).resolves.toMatchObject({
      payload: { type: 'weird_payload', blobHash: '0x00' },
    })
  })
})

describe('not found on the ledger', () => {
  // The provider's SDK treats no Aptos call as nullable: a 404 raises with the provider's message.
  const missing = () =>
    nock('https://aptos.test').get('/transactions/by_hash/0xmissing').query({ network: 'mainnet' })

  it('raises NotFoundError [C0006] with the provider message for getTransactionByHash', async () => {
    const scope = missing().reply(404, {
      message: 'Transaction not found',
      error_code: 'transaction_not_found',
    })
    const failure = getTransactionByHash(client, { txnHash: '0xmissing' })
    await expect(failure).rejects.toBeInstanceOf(NotFoundError)
    await expect(failure).rejects.toThrow('[C0006] Request failed, Not Found(404): Transaction not found')
    expect(scope.isDone()).toBe(true)
  })

  it('raises NotFoundError on a 404 whose body is not JSON', async () => {
    missing().reply(404, 'Not Found')
    await expect(getTransactionByHash(client, { txnHash: '0xmissing' })).rejects.toMatchObject({
      code: 'C0006',
      status: 404,
    })
  })

  it('does not retry a 404', async () => {
    missing().reply(404, {})
    const spare = missing().reply(200, USER_TRANSACTION)
    await expect(getTransactionByHash(client, { txnHash: '0xmissing' })).rejects.toBeInstanceOf(NotFoundError)
    expect(spare.isDone()).toBe(false)
  })

  it('raises NotFoundError for a 404 of a ledger list', async () => {
    nock('https://aptos.test').get('/transactions').query(true).reply(404, { message: 'gone' })
    await expect(getTransactions(client)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('submitTransaction', () => {
  it('sends the body in snake_case and maps the pending transaction back', async () => {
    let sent: unknown
    const scope = nock('https://aptos.test')
      .post('/transactions')
      .query({ network: 'mainnet' })
      .reply(202, (_uri, body) => {
        sent = body
        return {
          type: 'pending_transaction',
          hash: '0xfeed',
          sender: '0x1',
          sequence_number: '1',
          max_gas_amount: '2000',
          gas_unit_price: '100',
          expiration_timestamp_secs: '1700000000',
          payload: {
            type: 'entry_function_payload',
            function: '0x1::coin::transfer',
            type_arguments: [APT],
            arguments: [],
          },
          signature: { type: 'ed25519_signature', public_key: '0xaa', signature: '0xbb' },
        }
      })
    const pending = await submitTransaction(client, {
      sender: '0x1',
      sequenceNumber: '1',
      maxGasAmount: '2000',
      gasUnitPrice: '100',
      expirationTimestampSecs: '1700000000',
      payload: {
        type: 'entry_function_payload',
        function: '0x1::coin::transfer',
        typeArguments: [APT],
        arguments: [],
      },
      signature: { type: 'ed25519_signature', publicKey: '0xaa', signature: '0xbb' },
    })
    expect(scope.isDone()).toBe(true)
    expect(sent).toEqual({
      sender: '0x1',
      sequence_number: '1',
      max_gas_amount: '2000',
      gas_unit_price: '100',
      expiration_timestamp_secs: '1700000000',
      payload: {
        type: 'entry_function_payload',
        function: '0x1::coin::transfer',
        type_arguments: [APT],
        arguments: [],
      },
      signature: { type: 'ed25519_signature', public_key: '0xaa', signature: '0xbb' },
    })
    expect(pending).toMatchObject({
      hash: '0xfeed',
      sequenceNumber: '1',
      payload: { typeArguments: [APT] },
      signature: { publicKey: '0xaa' },
    })
  })
})
