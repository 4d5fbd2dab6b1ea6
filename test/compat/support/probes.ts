import { encodeAbiParameters, encodeEventTopics, parseAbi } from 'viem'
import type { MockServer } from 'w3data/mock'
import { signDelivery } from 'w3data/streams'
import { jsonOf, summariseError, typesOf } from './describeAnswer'

/**
 * Calls outside the API functions, written once and run on both sides: on moralis@2.27.2 by
 * record/record.ts (a fresh copy of the SDK for each) and on w3data/compat by replay.test.ts (the
 * default client stopped between them). Each answers JSON; the mock's URL reads `$MOCK`.
 */

// biome-ignore lint/suspicious/noExplicitAny: the SDK's object and compat's, called alike
type AnyMoralis = any

export interface ProbeContext {
  mock: MockServer
  /** The `Moralis.start()` configuration pointing every API at the mock. */
  config: Record<string, unknown>
  /** The value classes by name: the SDK's packages' or w3data/compat's exports. */
  classes: Record<string, AnyMoralis>
}

export type Probe = (Moralis: AnyMoralis, context: ProbeContext) => Promise<unknown>

const ADDRESS = '0xdac17f958d2ee523a2206206994597c13d831ec7'

async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return { value: jsonOf(await run()) }
  } catch (error) {
    return { error: summariseError(error) }
  }
}

const nativeBalance = (Moralis: AnyMoralis) => Moralis.EvmApi.balance.getNativeBalance({ address: ADDRESS })

async function attempts(Moralis: AnyMoralis, { mock, config }: ProbeContext, maxRetries: number) {
  await Moralis.start({ ...config, maxRetries })
  mock.requests.reset()
  mock.faults.set('getWalletNFTs', { statuses: [500, 500, 500, 500, 500, 500, 500, 500] })
  const error = await outcome(() => Moralis.EvmApi.nft.getWalletNFTs({ address: ADDRESS }))
  mock.faults.clear()
  return {
    requests: mock.requests.filter((request) => request.operationId === 'getWalletNFTs').length,
    error,
  }
}

const abi = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)'])
const [topic0, topic1, topic2] = encodeEventTopics({
  abi,
  eventName: 'Transfer',
  args: { from: ADDRESS, to: ADDRESS },
})
/** A Streams delivery with one Transfer log, as a webhook body carries it. */
export const DELIVERY = {
  abi,
  logs: [
    {
      logIndex: '0',
      transactionHash: `0x${'1'.repeat(64)}`,
      address: ADDRESS,
      data: encodeAbiParameters([{ type: 'uint256' }], [5n]),
      topic0,
      topic1,
      topic2,
      topic3: null,
    },
  ],
}

/** A delivery as the SDK's users passed it to verifySignature: the parsed body, which it stringified. */
const WEBHOOK = { confirmed: true, chainId: '0x1', logs: [] }
const signed = (secret: string) => signDelivery(JSON.stringify(WEBHOOK), secret)

/**
 * Each value class's answers: `create(...args)`, then each getter or method named. (`format()`
 * read the SDK's configuration, and answered nothing before start; it is left out.)
 */
const VALUES: readonly [label: string, className: string, args: unknown[], reads: string[]][] = [
  ['EvmAddress', 'EvmAddress', [ADDRESS], ['toJSON', 'checksum', 'lowercase']],
  ['EvmNative wei', 'EvmNative', ['1500000000000000000', 'wei'], ['toJSON', 'format', 'ether', 'wei']],
  ['EvmChain', 'EvmChain', ['0x89'], ['toJSON', 'hex', 'decimal', 'name']],
  ['BigNumber', 'BigNumber', ['255'], ['toJSON', 'toString']],
  ['AptosAddress', 'AptosAddress', ['0x1'], ['toJSON', 'format', 'address', 'short']],
  ['AptosNative octas', 'AptosNative', ['150000000', 'octas'], ['toJSON', 'format', 'aptos', 'octas']],
  [
    'SolAddress',
    'SolAddress',
    ['So11111111111111111111111111111111111111112'],
    ['toJSON', 'format', 'address'],
  ],
  ['SolNative lamports', 'SolNative', ['1500000000', 'lamports'], ['toJSON', 'format', 'solana', 'lamports']],
]

async function readValue(
  classes: ProbeContext['classes'],
  className: string,
  args: unknown[],
  reads: string[],
) {
  const made = classes[className].create(...args)
  const out: Record<string, unknown> = {}
  for (const read of reads)
    out[read] = await outcome(() => (typeof made[read] === 'function' ? made[read]() : made[read]))
  return out
}

const valueProbes = Object.fromEntries(
  VALUES.map(([label, className, args, reads]): [string, Probe] => [
    `value class ${label}`,
    async (_, { classes }) => readValue(classes, className, args, reads),
  ]),
)

export const PROBES: Readonly<Record<string, Probe>> = {
  ...valueProbes,
  'a call before start': async (Moralis) => outcome(() => nativeBalance(Moralis)),
  'start with formatEvmAddress': async (Moralis, { config }) =>
    outcome(() => Moralis.start({ ...config, formatEvmAddress: 'checksum' })),
  'start with formatEvmChainId': async (Moralis, { config }) =>
    outcome(() => Moralis.start({ ...config, formatEvmChainId: 'decimal' })),
  'start with an unknown key': async (Moralis, { config }) =>
    outcome(() => Moralis.start({ ...config, someKey: 1 })),
  'start twice': async (Moralis, { config }) => {
    await Moralis.start(config)
    return outcome(() => Moralis.start(config))
  },
  'Moralis.Core': async (Moralis, { config, mock }) => {
    const before = Moralis.Core?.isStarted
    await Moralis.start(config)
    const second = Moralis.Core?.create?.()
    const baseUrl = (module: string) => String(Moralis[module]?.baseUrl).replace(mock.url, '$MOCK')
    return {
      isStartedBefore: before ?? '$undefined',
      isStartedAfter: Moralis.Core?.isStarted ?? '$undefined',
      secondCoreStarted: second?.isStarted ?? '$undefined',
      baseUrls: Object.fromEntries(['EvmApi', 'SolApi'].map((module) => [module, baseUrl(module)])),
    }
  },
  'maxRetries 0': async (Moralis, context) => attempts(Moralis, context, 0),
  'maxRetries 1': async (Moralis, context) => attempts(Moralis, context, 1),
  'maxRetries 4': async (Moralis, context) => attempts(Moralis, context, 4),
  'Streams.parsedLogs': async (Moralis, { config }) => {
    await Moralis.start(config)
    const answer = Moralis.Streams.parsedLogs(DELIVERY)
    const isPromise = typeof answer?.then === 'function'
    const logs = await answer
    return { isPromise, types: typesOf(logs), json: jsonOf(logs) }
  },
  'Streams.parsedLogs with no logs': async (Moralis, { config }) => {
    await Moralis.start(config)
    return outcome(() => Moralis.Streams.parsedLogs({ abi, logs: [] }))
  },
  'Streams.parsedLogs without logs': async (Moralis, { config }) => {
    await Moralis.start(config)
    return outcome(() => Moralis.Streams.parsedLogs({ abi }))
  },
  'Streams.parsedLogs without an ABI': async (Moralis, { config }) => {
    await Moralis.start(config)
    return outcome(() => Moralis.Streams.parsedLogs({ logs: DELIVERY.logs }))
  },
  'a parameter the call does not know': async (Moralis, { config, mock }) => {
    await Moralis.start(config)
    mock.requests.reset()
    const answer = await outcome(() =>
      Moralis.EvmApi.balance.getNativeBalance({ address: ADDRESS, colour: 'red' }),
    )
    return { answer: 'error' in (answer as object) ? answer : 'an answer', requests: mock.requests.length }
  },
  'a nullable call answered 404': async (Moralis, { config }) => {
    await Moralis.start(config)
    return outcome(() =>
      Moralis.EvmApi.nft.getNFTMetadata({ address: `0x404${'0'.repeat(37)}`, tokenId: '1' }),
    )
  },
  'next() past the last page': async (Moralis, { config }) => {
    await Moralis.start(config)
    let page = await Moralis.EvmApi.nft.getWalletNFTs({ address: ADDRESS, limit: 100 })
    while (page.hasNext()) page = await page.next()
    return outcome(() => page.next())
  },
  'Streams paging to the last page': async (Moralis, { config }) => {
    await Moralis.start(config)
    const pages: unknown[] = []
    let page = await Moralis.Streams.getAll({ limit: 100 })
    for (;;) {
      pages.push({ ...page.pagination, hasNext: page.hasNext(), items: page.result.length })
      if (!page.hasNext() || pages.length > 3) return { pages }
      try {
        page = await page.next()
      } catch (error) {
        return { pages, next: summariseError(error) }
      }
    }
  },
  'Streams.verifySignature': async (Moralis, { config }) => {
    const secret = 'streams-secret-0123456789'
    await Moralis.start({ ...config, streamsSecret: secret })
    return {
      secret: await outcome(() =>
        Moralis.Streams.verifySignature({ body: WEBHOOK, signature: signed(secret) }),
      ),
      apiKey: await outcome(() =>
        Moralis.Streams.verifySignature({ body: WEBHOOK, signature: signed(String(config.apiKey)) }),
      ),
    }
  },
  'Streams.verifySignature with the API key': async (Moralis, { config }) => {
    await Moralis.start(config)
    return outcome(() =>
      Moralis.Streams.verifySignature({ body: WEBHOOK, signature: signed(String(config.apiKey)) }),
    )
  },
}
