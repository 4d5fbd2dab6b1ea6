import { encodeAbiParameters, encodeEventTopics, parseAbi } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stop } from 'w3data'
import Moralis, {
  BigNumber,
  EvmChain,
  EvmNative,
  PaginatedResponseAdapter,
  ResponseAdapter,
} from 'w3data/compat'
import { createMockServer, MOCK_API_KEY, type MockServer, type RecordedRequest } from 'w3data/mock'
import { signDelivery } from 'w3data/streams'

/** The rules w3data/compat adds to the core: start-once, configuration, routing, answers, helpers. */

const ADDRESS = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

let mock: MockServer
const last = (): RecordedRequest => mock.requests.at(-1) as RecordedRequest

beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

describe('Moralis.start: once, with the SDK configuration keys', () => {
  afterEach(() => stop())

  it.each(['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'])(
    'refuses a key named like an object member, %s, as any unknown key (C0013)',
    async (key) => {
      const config = JSON.parse(`{"apiKey":"${MOCK_API_KEY}","${key}":"x"}`) as never
      await expect(Moralis.start(config)).rejects.toThrow(`[C0013] Configuration key ${key} does not exist`)
      expect(Moralis.isStarted).toBe(false)
    },
  )

  it('refuses a call before start (C0012), a second start (C0011), and bad configuration (C0013, C0014)', async () => {
    await expect(Moralis.EvmApi.balance.getNativeBalance({ address: ADDRESS })).rejects.toThrow(
      '[C0012] w3data is not started. Call start() before using the default client',
    )
    await expect(Moralis.start({ apiKey: MOCK_API_KEY, unknownKey: 1 } as never)).rejects.toThrow(
      '[C0013] Configuration key unknownKey does not exist',
    )
    await expect(Moralis.start({ apiKey: MOCK_API_KEY, defaultNetwork: 'Btc' as never })).rejects.toThrow(
      '[C0014] Invalid value for configuration key defaultNetwork: Expected one of Evm, Solana, Aptos',
    )
    await expect(Moralis.start({ apiKey: MOCK_API_KEY, defaultEvmApiChain: 'nowhere' })).rejects.toThrow(
      /^\[C0014\] Invalid value for configuration key defaultEvmChain/,
    )
    expect(Moralis.isStarted).toBe(false)
    await Moralis.start({ apiKey: MOCK_API_KEY })
    expect(Moralis.isStarted).toBe(true)
    await expect(Moralis.start({ apiKey: MOCK_API_KEY })).rejects.toThrow('[C0011] w3data is already started')
  })

  it('takes the SDK names of the default chain and the EVM base URL', async () => {
    await Moralis.start({
      apiKey: MOCK_API_KEY,
      baseUrls: mock.baseUrls,
      evmApiBaseUrl: mock.baseUrls.evm as string,
      defaultEvmApiChain: 'polygon',
    })
    await Moralis.EvmApi.balance.getNativeBalance({ address: ADDRESS })
    expect(last().query).toEqual({ chain: '0x89' })
  })

  it.each(['formatEvmAddress', 'formatEvmChainId'])(
    'refuses %s, as moralis@2.27.2 refused it (C0013, a key it never registered)',
    async (key) => {
      await expect(Moralis.start({ apiKey: MOCK_API_KEY, [key]: 'checksum' } as never)).rejects.toThrow(
        `[C0013] Configuration key ${key} does not exist`,
      )
    },
  )

  it("has the SDK's Moralis.Core.isStarted and each API module's baseUrl", async () => {
    expect(Moralis.Core.isStarted).toBe(false)
    await Moralis.start({ apiKey: MOCK_API_KEY, evmApiBaseUrl: 'http://127.0.0.1:1/evm' })
    expect(Moralis.Core.isStarted).toBe(true)
    expect(Moralis.EvmApi.baseUrl).toBe('http://127.0.0.1:1/evm')
    expect(Moralis.SolApi.baseUrl).toBe('https://solana-gateway.moralis.io')
    expect(Moralis.Streams.baseUrl).toBe('https://api.moralis-streams.com')
    expect(Moralis.Auth.baseUrl).toBe('https://authapi.moralis.io')
  })

  it.each([
    [0, 1],
    [1, 1],
    [4, 4],
    [undefined, 2],
  ])('counts maxRetries %s as the SDK did: %s attempts in all', async (maxRetries, attempts) => {
    await Moralis.start({
      apiKey: MOCK_API_KEY,
      baseUrls: mock.baseUrls,
      ...(maxRetries !== undefined && { maxRetries }),
    })
    mock.requests.reset()
    mock.faults.set('getWalletNFTs', { statuses: Array(8).fill(503) })
    await expect(Moralis.EvmApi.nft.getWalletNFTs({ address: ADDRESS })).rejects.toThrow(/^\[C0006\]/)
    mock.faults.clear()
    expect(mock.requests.filter((request) => request.operationId === 'getWalletNFTs')).toHaveLength(attempts)
  })
})

describe('calls in the SDK form', () => {
  beforeAll(() => Moralis.start({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 }))
  afterAll(() => stop())

  it("pages the SDK's newer answers as it did: raw() a method, total 0 where the body has none", async () => {
    const page = await Moralis.EvmApi.nft.getNFTTrades({ address: ADDRESS, limit: 2 })
    expect(page.pagination.total).toBe(0)
    expect(page.raw).toBeTypeOf('function')
    expect(page.raw()).toBe(page.toJSON())
    expect((await page.next()).pagination.total).toBe(0)
  })

  it("gives a page's cursor as the body sent it, a last page's null or '' too", async () => {
    let page = await Moralis.EvmApi.nft.getWalletNFTs({ address: ADDRESS, limit: 100 })
    while (page.hasNext()) page = await page.next()
    expect(page.raw.cursor === null || page.raw.cursor === '').toBe(true)
    expect(page.pagination.cursor).toBe(page.raw.cursor)
  })

  it('pages as the SDK did: pagination, hasNext(), next(), and A0002 past the last page', async () => {
    const page = await Moralis.EvmApi.nft.getWalletNFTs({ address: ADDRESS, limit: 2 })
    expect(page).toBeInstanceOf(PaginatedResponseAdapter)
    expect(page.pagination.pageSize).toBe(2)
    expect(page.pagination.cursor).toBeTypeOf('string')
    expect(page.hasNext()).toBe(true)
    const second = await page.next()
    expect(last().query.cursor).toBe(page.pagination.cursor)
    expect(second.pagination.page).toBe(page.pagination.page + 1)
    let streams = await Moralis.Streams.getAll({ limit: 100 })
    while (streams.hasNext()) streams = await streams.next()
    await expect(streams.next()).rejects.toThrow(
      '[A0002] Page limit exceeded! Before call this method check an existence of the next page by .hasNext() method.',
    )
  })

  it('keeps the body as sent in raw and toJSON(), and reads result in camelCase', async () => {
    const answer = await Moralis.EvmApi.nft.getNFTLowestPrice({ address: ADDRESS })
    if (!answer) throw new Error('the mock answers a price')
    expect(answer).toBeInstanceOf(ResponseAdapter)
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer.raw)
    expect(Object.keys(answer.raw)).toContain('transaction_hash')
    expect(Object.keys(answer.result)).toContain('transactionHash')
  })

  it("wraps the fields the catalogue types in the SDK's value types, and leaves the text the SDK's classes left", async () => {
    const balances = await Moralis.EvmApi.wallets.getWalletTokenBalancesPrice({ address: ADDRESS })
    expect(balances.result[0]?.balance).toBeInstanceOf(EvmNative)
    const answer = await Moralis.Streams.updateStatus({ id: UUID, status: 'active' })
    expect(answer.result.chainIds[0]).toBeTypeOf('string')
    const owners = await Moralis.EvmApi.token.getTokenOwners({ tokenAddress: ADDRESS })
    expect(owners.result[0]?.ownerAddress).toBeTypeOf('string')
  })

  it('answers null where the SDK did (a nullable operation answered 404)', async () => {
    const answer = await Moralis.EvmApi.nft.getNFTMetadata({
      address: `0x404${'0'.repeat(37)}`,
      tokenId: '1',
    })
    expect(answer).toBeNull()
  })

  it('takes the body as a second argument where the SDK did', async () => {
    await Moralis.EvmApi.token.getMultipleTokenPrices(
      { chain: 'bsc' },
      { tokens: [{ tokenAddress: ADDRESS }] },
    )
    expect(last().query).toEqual({ chain: '0x38' })
    // Checksummed, as every EVM address in a body goes out.
    expect(last().body).toEqual({ tokens: [{ token_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }] })
  })

  it('routes by networkType (evm when none is given), and takes the deprecated network: "evm"', async () => {
    await Moralis.Streams.getAll({ limit: 5 })
    expect(last().operationId).toBe('getStreams')
    await Moralis.Streams.getAll({ limit: 5, networkType: 'aptos' })
    expect(last().operationId).toBe('aptosStreamsGetAll')
    await Moralis.Streams.getById({ id: UUID, network: 'evm' })
    expect(last().operationId).toBe('getStream')
    // @ts-expect-error a networkType the SDK function does not route is refused by the types too
    await expect(Moralis.Streams.getAll({ limit: 5, networkType: 'sol' })).rejects.toThrow(
      '[S0002] Incorrect network provided. Got sol, Valid values are: evm, aptos',
    )
    // @ts-expect-error as above
    await expect(Moralis.Auth.verify({ networkType: 'btc', message: 'm', signature: '0x' })).rejects.toThrow(
      '[U0002] Incorrect networkType provided. Got btc, Valid values are: evm, solana, aptos',
    )
  })

  it("renames the SDK's parameters where the core names them otherwise (chains, chain)", async () => {
    await Moralis.Streams.add({
      webhookUrl: 'https://example.com/hook',
      description: 'd',
      tag: 't',
      chains: [EvmChain.POLYGON, 'eth'],
    })
    expect((last().body as { chainIds: unknown }).chainIds).toEqual(['0x89', '0x1'])
    await Moralis.Auth.requestMessage({
      chain: 'eth',
      address: ADDRESS,
      domain: 'example.com',
      uri: 'https://example.com',
      timeout: 60,
    })
    expect(last().operationId).toBe('requestChallengeEvm')
    expect((last().body as { chainId: unknown }).chainId).toBe('1')
  })
})

describe('answers the SDK made whatever the body', () => {
  /** The mock's answers, an empty body where the provider sends none. */
  const emptyFor =
    (path: string): typeof fetch =>
    async (input, init) => {
      const response = await fetch(input, init)
      const url = input instanceof Request ? input.url : String(input)
      return url.includes(path) ? new Response(null, { status: response.status }) : response
    }
  afterEach(() => stop())

  it('syncNFTContract answers { success: true }, as the SDK did', async () => {
    await Moralis.start({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, fetch: emptyFor('/sync') })
    const answer = await Moralis.EvmApi.nft.syncNFTContract({ address: ADDRESS })
    expect(answer.result).toEqual({ success: true })
  })

  it("setSettings answers '' for an empty body, as the SDK's axios read it", async () => {
    await Moralis.start({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, fetch: emptyFor('/settings') })
    const answer = await Moralis.Streams.setSettings({ region: 'eu-central-1' })
    expect(answer.result).toBe('')
  })
})

describe('Streams helpers', () => {
  const abi = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)'])
  const [topic0, topic1, topic2] = encodeEventTopics({
    abi,
    eventName: 'Transfer',
    args: { from: ADDRESS, to: ADDRESS },
  }) as string[]
  const delivery = {
    abi,
    logs: [{ data: encodeAbiParameters([{ type: 'uint256' }], [5n]), topic0, topic1, topic2 }],
  }
  const secret = 'streams-secret-0123456789'

  beforeAll(() => Moralis.start({ apiKey: MOCK_API_KEY, streamsSecret: secret }))
  afterAll(() => stop())

  it('verifySignature: true with the streams secret, S0004 without it', () => {
    const body = JSON.stringify(delivery, (_, value) => (typeof value === 'bigint' ? String(value) : value))
    expect(Moralis.Streams.verifySignature({ body, signature: signDelivery(body, secret) })).toBe(true)
    expect(() =>
      Moralis.Streams.verifySignature({ body, signature: signDelivery(body, MOCK_API_KEY) }),
    ).toThrow(/^\[S0004\]/)
  })

  it("parsedLogs: each log's arguments by name, at once (the decoder loads in start), integers as BigNumbers", () => {
    const logs = Moralis.Streams.parsedLogs<{ from: string; to: string; value: BigNumber }>(delivery)
    expect(logs).toEqual([
      {
        from: expect.stringMatching(/^0x/i),
        to: expect.stringMatching(/^0x/i),
        value: expect.any(BigNumber),
      },
    ])
    expect(logs[0]?.value.toString()).toBe('5')
    expect(JSON.parse(JSON.stringify(logs))[0].value).toBe(BigNumber.create(5).toJSON())
  })

  it('parsedLogs: S0001 without logs or without an ABI, and no logs decode to none, as the SDK did', () => {
    expect(() => Moralis.Streams.parsedLogs({ abi } as never)).toThrow(
      '[S0001] Cannot decode the logs. No logs found in the webhook, or invalid webhook provided.',
    )
    expect(() => Moralis.Streams.parsedLogs({ logs: delivery.logs })).toThrow(
      '[S0001] Cannot decode the logs. No abis found in the provided webhook.',
    )
    expect(Moralis.Streams.parsedLogs({ abi, logs: [] })).toEqual([])
  })
})
