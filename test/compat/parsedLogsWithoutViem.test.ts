// Moralis.Streams.parsedLogs where the optional viem package is not installed: `start()` still
// succeeds (the decoder is loaded there, and its absence is no error), logs to decode are S0005,
// and a delivery with no logs still decodes to none.
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { TRANSFER_EVENT_ABI } from '../../mock/webhookLogs'

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const log = {
  data: `0x${'0'.repeat(63)}5`,
  topic0: TRANSFER,
  topic1: `0x${'1'.repeat(64)}`,
  topic2: `0x${'2'.repeat(64)}`,
}

let compat: typeof import('w3data/compat')
let core: typeof import('w3data')

beforeAll(async () => {
  vi.resetModules()
  vi.doMock('viem/utils', () => {
    throw new Error("Cannot find package 'viem'")
  })
  core = await import('w3data')
  compat = await import('w3data/compat')
  await compat.default.start({ apiKey: 'key-0123456789' })
})
afterAll(() => {
  core.stop()
  vi.doUnmock('viem/utils')
})

it('says what to install (S0005) for logs to decode', () => {
  expect(() => compat.default.Streams.parsedLogs({ abi: [TRANSFER_EVENT_ABI], logs: [log] })).toThrow(
    '[S0005] viem is not installed: decodeLogs decodes with viem, an optional peer dependency of w3data. Install it: npm install viem',
  )
})

it('decodes a delivery with no logs to none, as with viem', () => {
  expect(compat.default.Streams.parsedLogs({ abi: [TRANSFER_EVENT_ABI], logs: [] })).toEqual([])
})
