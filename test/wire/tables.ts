import { APTOS_ADDRESS, DATE, EVM_ADDRESS, EVM_ADDRESS_CHECKSUMMED } from './samples'

/** A call and the request it must put on the wire. */
export interface WireCase {
  /** The SDK parameters of the call. */
  params: Record<string, unknown>
  expected: {
    method: string
    /** The path after the API's base URL, percent-encoded as sent. */
    path: string
    /** Query pairs in order, decoded. */
    query: [string, string][]
    /** The JSON body, when the call has one. */
    body?: unknown
    /** What the test server answers (JSON); an empty object when left out. */
    answer?: unknown
  }
}

/** A base58 address of 32 bytes (the wrapped-SOL mint). */
const SOL = 'So11111111111111111111111111111111111111112'
const HASH = `0x${'ab'.repeat(32)}`
const PROFILE = `0x${'cd'.repeat(32)}`
const SIGNATURE = `0x${'ef'.repeat(65)}`
const MAINNET: [string, string][] = [['network', 'mainnet']]

const get = (path: string, query: [string, string][] = [], answer?: unknown): WireCase['expected'] => ({
  method: 'GET',
  path,
  query,
  ...(answer !== undefined ? { answer } : {}),
})
const post = (
  path: string,
  body: unknown,
  query: [string, string][] = [],
  answer?: unknown,
): WireCase['expected'] => ({
  method: 'POST',
  path,
  query,
  body,
  ...(answer !== undefined ? { answer } : {}),
})

// Aptos transactions (the provider's Aptos document): camelCase in, snake_case out.
const ENTRY_PAYLOAD = {
  input: {
    type: 'entry_function_payload',
    function: '0x1::aptos_account::transfer',
    typeArguments: [],
    arguments: ['0x2', '100'],
  },
  wire: {
    type: 'entry_function_payload',
    function: '0x1::aptos_account::transfer',
    type_arguments: [],
    arguments: ['0x2', '100'],
  },
}
const SIGNATURE_ED25519 = {
  input: { type: 'ed25519_signature', publicKey: '0xaa', signature: '0xbb' },
  wire: { type: 'ed25519_signature', public_key: '0xaa', signature: '0xbb' },
}
const TRANSACTION_REQUEST = {
  input: {
    sender: APTOS_ADDRESS,
    sequenceNumber: 7n,
    maxGasAmount: 2000,
    gasUnitPrice: '100',
    expirationTimestampSecs: '1700000000',
    payload: ENTRY_PAYLOAD.input,
    signature: SIGNATURE_ED25519.input,
  },
  wire: {
    sender: APTOS_ADDRESS,
    sequence_number: '7',
    max_gas_amount: '2000',
    gas_unit_price: '100',
    expiration_timestamp_secs: '1700000000',
    payload: ENTRY_PAYLOAD.wire,
    signature: SIGNATURE_ED25519.wire,
  },
}
const { signature: _signature, ...UNSIGNED_WIRE } = TRANSACTION_REQUEST.wire
const { signature: _unsigned, ...UNSIGNED_INPUT } = TRANSACTION_REQUEST.input
const PENDING = { type: 'pending_transaction', hash: HASH, ...TRANSACTION_REQUEST.wire }

/** A POST whose body is exactly the parameters given (Auth's camelCase bodies). */
const postAsGiven = (path: string, params: Record<string, unknown>): WireCase => ({
  params,
  expected: post(path, params),
})

const solana = (path: string, answer?: unknown) => get(`/${path.replace('{network}', 'mainnet')}`, [], answer)

/** Cases written by hand from the provider's documentation, the facts sheet and the reference, keyed `api.operationId`. */
export const HAND_WRITTEN: Readonly<Record<string, WireCase>> = {
  // Aptos calls whose bodies or answers are tagged unions.
  'aptos.submitTransaction': {
    params: TRANSACTION_REQUEST.input,
    expected: post('/transactions', TRANSACTION_REQUEST.wire, MAINNET, PENDING),
  },
  'aptos.simulateTransaction': {
    params: TRANSACTION_REQUEST.input,
    expected: post('/transactions/simulate', TRANSACTION_REQUEST.wire, MAINNET, [PENDING]),
  },
  'aptos.encodeSubmission': {
    params: { ...UNSIGNED_INPUT, secondarySigners: APTOS_ADDRESS },
    expected: post(
      '/transactions/encode_submission',
      { ...UNSIGNED_WIRE, secondary_signers: [APTOS_ADDRESS] },
      MAINNET,
      '0x00',
    ),
  },
  'aptos.submitBatchTransactions': {
    params: { transactions: TRANSACTION_REQUEST.input },
    expected: post('/transactions/batch', [TRANSACTION_REQUEST.wire], MAINNET, { transaction_failures: [] }),
  },
  'aptos.getTransactionByHash': {
    params: { txnHash: HASH },
    expected: get(`/transactions/by_hash/${HASH}`, MAINNET, PENDING),
  },
  'aptos.getTransactionByVersion': {
    params: { txnVersion: 42n },
    expected: get('/transactions/by_version/42', MAINNET, PENDING),
  },

  // EVM bodies whose items the reference leaves loose: addresses of several chain families go as given.
  'evm.getMultipleNFTs': {
    params: { tokens: { tokenAddress: EVM_ADDRESS, tokenId: '1' } },
    expected: post(
      '/nft/getMultipleNFTs',
      { tokens: [{ token_address: EVM_ADDRESS_CHECKSUMMED, token_id: '1' }] },
      [['chain', '0x1']],
      [],
    ),
  },
  'evm.getMultipleTokenAnalytics': {
    params: { tokens: [{ chain: 'solana', tokenAddress: SOL }] },
    expected: post('/tokens/analytics', { tokens: [{ chain: 'solana', tokenAddress: SOL }] }, [], []),
  },
  'evm.getTimeSeriesTokenAnalytics': {
    params: { timeframe: '1d', tokens: { chain: '0x1', tokenAddress: EVM_ADDRESS } },
    expected: post(
      '/tokens/analytics/timeseries',
      { tokens: [{ chain: '0x1', tokenAddress: EVM_ADDRESS }] },
      [['timeframe', '1d']],
      [],
    ),
  },

  // EVM operations the provider documented before its 2.2 document, which no longer lists them.
  'evm.getContractEvents': {
    params: {
      address: EVM_ADDRESS,
      topic: 'Transfer(address,address,uint256)',
      abi: { name: 'Transfer', type: 'event', inputs: [] },
    },
    expected: post(
      `/${EVM_ADDRESS}/events`,
      { name: 'Transfer', type: 'event', inputs: [] },
      [
        ['chain', '0x1'],
        ['topic', 'Transfer(address,address,uint256)'],
      ],
      { result: [] },
    ),
  },
  'evm.getContractLogs': {
    params: { address: EVM_ADDRESS },
    expected: get(`/${EVM_ADDRESS}/logs`, [['chain', '0x1']], { result: [] }),
  },
  'evm.getInternalTransactions': {
    params: { transactionHash: HASH },
    expected: get(`/transaction/${HASH}/internal-transactions`, [['chain', '0x1']], []),
  },
  'evm.getNFTLowestPrice': {
    params: { address: EVM_ADDRESS },
    expected: get(`/nft/${EVM_ADDRESS}/lowestprice`, [['chain', '0x1']]),
  },
  'evm.getNFTTokenStats': {
    params: { address: EVM_ADDRESS, tokenId: '1' },
    expected: get(`/nft/${EVM_ADDRESS}/1/stats`, [['chain', '0x1']]),
  },
  'evm.getNFTTransfersByBlock': {
    params: { blockNumberOrHash: '18000000' },
    expected: get('/block/18000000/nft/transfers', [['chain', '0x1']], { result: [] }),
  },
  'evm.getNFTTransfersFromToBlock': {
    params: {},
    expected: get('/nft/transfers', [['chain', '0x1']], { result: [] }),
  },
  'evm.getTokenAllowance': {
    params: { address: EVM_ADDRESS, ownerAddress: EVM_ADDRESS_CHECKSUMMED, spenderAddress: EVM_ADDRESS },
    expected: get(`/erc20/${EVM_ADDRESS}/allowance`, [
      ['chain', '0x1'],
      ['owner_address', EVM_ADDRESS],
      ['spender_address', EVM_ADDRESS],
    ]),
  },
  'evm.uploadFolder': {
    params: { abi: { path: 'a.json', content: 'e30=' } },
    expected: post('/ipfs/uploadFolder', [{ path: 'a.json', content: 'e30=' }], [], []),
  },

  // Auth (the facts sheet of the Auth API): bodies as JSON, chain ids as decimal strings, EVM addresses checksummed.
  'auth.requestChallengeEvm': {
    params: {
      domain: 'defi.finance',
      chainId: '0x1',
      address: EVM_ADDRESS,
      uri: 'https://defi.finance',
      timeout: 15,
    },
    expected: post('/challenge/request/evm', {
      domain: 'defi.finance',
      chainId: '1',
      address: EVM_ADDRESS_CHECKSUMMED,
      uri: 'https://defi.finance',
      timeout: 15,
    }),
  },
  'auth.requestChallengeSolana': postAsGiven('/challenge/request/solana', {
    domain: 'defi.finance',
    network: 'mainnet',
    address: SOL,
    uri: 'https://defi.finance',
    timeout: 15,
  }),
  'auth.requestChallengeAptos': postAsGiven('/challenge/request/aptos', {
    domain: 'defi.finance',
    network: 'mainnet',
    address: APTOS_ADDRESS,
    publicKey: HASH,
    uri: 'https://defi.finance',
    timeout: 15,
  }),
  'auth.verifyChallengeEvm': postAsGiven('/challenge/verify/evm', { message: 'm', signature: SIGNATURE }),
  'auth.verifyChallengeSolana': postAsGiven('/challenge/verify/solana', { message: 'm', signature: 'sig' }),
  'auth.verifyChallengeAptos': postAsGiven('/challenge/verify/aptos', { message: 'm', signature: SIGNATURE }),
  'auth.getAddresses': {
    params: { profileId: PROFILE },
    expected: get(`/profile/${PROFILE}/addresses`, [], []),
  },
  'auth.requestBind': postAsGiven('/bind/request', {
    addresses: [
      { blockchainType: 'evm', address: EVM_ADDRESS_CHECKSUMMED },
      { blockchainType: 'solana', address: SOL },
    ],
  }),
  'auth.verifyRequestBind': postAsGiven('/bind/request/verify', {
    verifications: [
      { message: 'a', signature: SIGNATURE },
      { message: 'b', signature: SIGNATURE },
    ],
  }),
  'auth.removeBind': postAsGiven('/bind/remove', {
    blockchainType: 'evm',
    address: EVM_ADDRESS_CHECKSUMMED,
    profileId: PROFILE,
  }),
  'auth.verifyRemoveBind': postAsGiven('/bind/remove/verify', { message: 'm', signature: SIGNATURE }),

  // Solana: the network is a path segment, mainnet by default.
  'solana.balance': { params: { address: SOL }, expected: solana(`account/{network}/${SOL}/balance`) },
  'solana.getSPL': { params: { address: SOL }, expected: solana(`account/{network}/${SOL}/tokens`, []) },
  'solana.getNFTs': { params: { address: SOL }, expected: solana(`account/{network}/${SOL}/nft`, []) },
  'solana.getPortfolio': { params: { address: SOL }, expected: solana(`account/{network}/${SOL}/portfolio`) },
  'solana.getNFTMetadata': { params: { address: SOL }, expected: solana(`nft/{network}/${SOL}/metadata`) },
  'solana.getTokenPrice': { params: { address: SOL }, expected: solana(`token/{network}/${SOL}/price`) },
  'solana.getTokenMetadata': {
    params: { address: SOL },
    expected: solana(`token/{network}/${SOL}/metadata`),
  },
  'solana.getSwapsByWalletAddress': {
    params: { address: SOL },
    expected: solana(`account/{network}/${SOL}/swaps`, { result: [] }),
  },
  'solana.getSwapsByTokenAddress': {
    params: { address: SOL },
    expected: solana(`token/{network}/${SOL}/swaps`, { result: [] }),
  },
  'solana.getSwapsByPairAddress': {
    params: { pairAddress: SOL },
    expected: solana(`token/{network}/pairs/${SOL}/swaps`, { result: [] }),
  },
  'solana.getTokenPairs': {
    params: { address: SOL },
    expected: solana(`token/{network}/${SOL}/pairs`, { pairs: [] }),
  },
  'solana.getPairStats': {
    params: { pairAddress: SOL },
    expected: solana(`token/{network}/pairs/${SOL}/stats`),
  },
  'solana.getAggregatedTokenPairStats': {
    params: { address: SOL },
    expected: solana(`token/{network}/${SOL}/pairs/stats`),
  },
  'solana.getCandleSticks': {
    params: { address: SOL, fromDate: DATE, toDate: DATE, timeframe: '1h', currency: 'usd' },
    expected: get(
      `/token/mainnet/pairs/${SOL}/ohlcv`,
      [
        ['fromDate', DATE],
        ['toDate', DATE],
        ['timeframe', '1h'],
        ['currency', 'usd'],
      ],
      { result: [] },
    ),
  },
  'solana.getMultipleTokenPrices': {
    params: { addresses: SOL },
    expected: post('/token/mainnet/prices', { addresses: [SOL] }, [], []),
  },
  'solana.getMultipleTokenMetadata': {
    params: { addresses: [SOL] },
    expected: post('/token/mainnet/metadata', { addresses: [SOL] }, [], []),
  },
  'solana.getTopHolders': {
    params: { address: SOL },
    expected: solana(`token/{network}/${SOL}/top-holders`, { result: [] }),
  },
  'solana.getTokenHolders': { params: { address: SOL }, expected: solana(`token/{network}/holders/${SOL}`) },
  'solana.getHistoricalTokenHolders': {
    params: { address: SOL, timeFrame: '1min', fromDate: DATE, toDate: DATE },
    expected: get(
      `/token/mainnet/holders/${SOL}/historical`,
      [
        ['timeFrame', '1min'],
        ['fromDate', DATE],
        ['toDate', DATE],
      ],
      { result: [] },
    ),
  },
  'solana.getNewTokensByExchange': {
    params: { exchange: 'pumpfun' },
    expected: solana('token/{network}/exchange/pumpfun/new', { result: [] }),
  },
  'solana.getBondingTokensByExchange': {
    params: { exchange: 'pumpfun' },
    expected: solana('token/{network}/exchange/pumpfun/bonding', { result: [] }),
  },
  'solana.getGraduatedTokensByExchange': {
    params: { exchange: 'pumpfun' },
    expected: solana('token/{network}/exchange/pumpfun/graduated', { result: [] }),
  },
  'solana.getTokenBondingStatus': {
    params: { address: SOL },
    expected: solana(`token/{network}/${SOL}/bonding-status`),
  },
}
