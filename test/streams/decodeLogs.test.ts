import { describe, expect, it } from 'vitest'
import { decodeLogs } from 'w3data/streams'
import { TRANSFER_EVENT_ABI } from '../../mock/webhookLogs'
import { hideViem, showViem } from '../support/viemMissing'

const erc20Abi = [
  TRANSFER_EVENT_ABI,
  {
    type: 'event',
    name: 'Approval',
    anonymous: false,
    inputs: [
      { indexed: true, name: 'owner', type: 'address' },
      { indexed: true, name: 'spender', type: 'address' },
      { indexed: false, name: 'value', type: 'uint256' },
    ],
  },
]
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const pad = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`
const FROM = '0xEe2826453A4Fd5AfeB7ceffeEF3fFA2320081268'
const TO = '0x0aA2b9De8f8d8d4a4bD3ED8A1c6b7b0B4B2d0e6F'
// 2^80 + 1: beyond a double's exact range, so a lossy decoder would show.
const BIG = (2n ** 80n + 1n).toString(16).padStart(64, '0')

const log = (topic0: string, data = `0x${BIG}`) => ({
  logIndex: '7',
  transactionHash: '0x1234',
  address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  data,
  topic0,
  topic1: pad(FROM),
  topic2: pad(TO),
  topic3: null,
})

describe('decodeLogs', () => {
  it('decodes an ERC20 Transfer keyed by parameter name, the value exact', async () => {
    const { decoded, skipped } = await decodeLogs({ abi: erc20Abi, logs: [log(TRANSFER)] })
    expect(skipped).toEqual([])
    expect(decoded[0]?.eventName).toBe('Transfer')
    const args = decoded[0]?.args as { from: string; to: string; value: bigint }
    expect([args.from.toLowerCase(), args.to.toLowerCase()]).toEqual([FROM.toLowerCase(), TO.toLowerCase()])
    expect(args.value).toBe(2n ** 80n + 1n)
  })

  it('decodes an ERC20 Approval', async () => {
    const { decoded } = await decodeLogs({ abi: erc20Abi, logs: [log(APPROVAL, `0x${'0'.repeat(63)}5`)] })
    expect(decoded[0]).toMatchObject({ eventName: 'Approval', args: { value: 5n } })
    expect(Object.keys(decoded[0]?.args ?? {})).toEqual(['owner', 'spender', 'value'])
  })

  it('skips and reports a log whose data is too short for its event, rather than decoding part of it', async () => {
    const short = log(TRANSFER, '0x')
    const { decoded, skipped } = await decodeLogs({ abi: erc20Abi, logs: [short] })
    expect(decoded).toEqual([])
    expect(skipped).toEqual([{ log: short, reason: expect.any(String) }])
  })

  it('skips and reports an entry that is not a log, and goes on with the others', async () => {
    const { decoded, skipped } = await decodeLogs({ abi: erc20Abi, logs: [null, log(TRANSFER)] })
    expect(decoded.map((entry) => entry.eventName)).toEqual(['Transfer'])
    expect(skipped).toEqual([{ log: null, reason: expect.any(String) }])
  })

  it('skips and reports a log whose event is not in the ABI', async () => {
    const foreign = log('0x' + 'ab'.repeat(32))
    const { decoded, skipped } = await decodeLogs({ abi: erc20Abi, logs: [foreign, log(TRANSFER)] })
    expect(decoded).toHaveLength(1)
    expect(skipped).toHaveLength(1)
    expect(skipped[0]?.log).toBe(foreign)
    expect(skipped[0]?.reason).toContain('not found on ABI')
  })

  it.each<[string, Record<string, unknown>]>([
    ['an Aptos delivery (no logs field)', { streamId: 'a', events: [], changes: [] }],
    ['the test delivery a new EVM stream sends', { streamId: '', logs: [], abi: [] }],
    ['a delivery whose logs are null', { streamId: '', logs: null }],
  ])('decodes %s, which has nothing to decode, to empty lists', async (_, webhook) => {
    expect(await decodeLogs(webhook)).toEqual({ decoded: [], skipped: [] })
  })

  it.each([[{ logs: 'x' }], [{ logs: {} }], [null], ['{"logs":[]}']])(
    'refuses a value that is no delivery: %j',
    async (webhook) => {
      await expect(decodeLogs(webhook as never)).rejects.toThrow(
        '[S0001] Cannot decode the logs. No logs found in the webhook, or invalid webhook provided.',
      )
    },
  )

  it('refuses a webhook without an ABI', async () => {
    await expect(decodeLogs({ logs: [log(TRANSFER)], abi: [] })).rejects.toThrow(
      '[S0001] Cannot decode the logs. No abis found in the provided webhook.',
    )
  })
})

describe('decodeLogs without the optional viem package', () => {
  /** Runs `body` with a fresh w3data/streams whose import of viem fails, as where it is not installed. */
  async function withoutViem(body: (streams: typeof import('w3data/streams')) => Promise<void>) {
    hideViem()
    try {
      await body(await import('w3data/streams'))
    } finally {
      showViem()
    }
  }

  it('says what to install, with a code of its own (S0005)', async () => {
    await withoutViem(async (streams) => {
      await expect(streams.decodeLogs({ abi: erc20Abi, logs: [log(TRANSFER)] })).rejects.toThrow(
        '[S0005] viem is not installed: decodeLogs decodes with viem, an optional peer dependency of w3data. Install it: npm install viem',
      )
    })
  })

  it('decodes a delivery with nothing to decode to empty lists, and refuses logs without their ABI (S0001): neither needs viem', async () => {
    await withoutViem(async (streams) => {
      for (const webhook of [
        { streamId: 'a', events: [] },
        { logs: [], abi: [] },
        { logs: [], abi: erc20Abi },
      ])
        expect(await streams.decodeLogs(webhook)).toEqual({ decoded: [], skipped: [] })
      await expect(streams.decodeLogs({ logs: [log(TRANSFER)], abi: [] })).rejects.toThrow(
        '[S0001] Cannot decode the logs. No abis found in the provided webhook.',
      )
    })
  })
})
